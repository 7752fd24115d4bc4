"""ipywidgets 8 widgets over the exercise layer, drivable from pytest without a browser
(set ``.value``, call ``.click()``, read the ``HTML``/``Label`` values).

In a lesson cell::

    from mjlearn.widgets import HandView, ExerciseWidget, LanguageSelector
    HandView("123m456p789s11z22z", win="2z", lang="it")
    quiz = ExerciseWidget("find_waits", seed=42, difficulty=2, lang="pl")
    LanguageSelector("pl").register(quiz)
    QuizWidget(["count_han", "count_fu"], seed=7, count=3)   # = ``mjlearn quiz --seed 7 …``
    WorkedExample(Situation("123m789m123p999s11z", win="3p"), ask="fu")   # predict first
    ReviewWidget()            # the skills missed come back; "my progress" a click away
    ExerciseWidget("call_score", seed=3, timed=True)   # a timed drill: clock, target, best
    SpeedRound(seed=11, count=8)   # mixed realistic questions, accuracy and median time
    CheatSheetOffer(lang="pl")     # the printable cheat sheet of any ruleset
    HandBuilder(lang="es")         # score a hand of your own, built by clicking
"""

from ..lazy import lazy_exports

# Each widget is imported from its module on first use: a cell that shows a hand never loads
# the quiz, the progress store or ipywidgets' other users.
__getattr__, __dir__ = lazy_exports(__name__, {
    ".builder": ["HandBuilder"],
    ".cheatsheet": ["CheatSheetOffer"],
    ".dashboard": ["ProgressDashboard"],
    ".exercise": ["ExerciseWidget", "prompt_text", "question_picture"],
    ".explanation": ["ExplanationView"],
    ".hand_view": ["HandPicture", "HandView", "hand_groups", "hand_picture"],
    ".language": ["ENDONYMS", "LanguageSelector"],
    ".picker": ["TilePicker"],
    ".predict": ["FadedExample", "WorkedExample"],
    ".quiz": ["QuizWidget"],
    ".review": ["ReviewWidget"],
    ".speed": ["SpeedRound"],
    ".ruleset_picker": ["RulesetPicker", "chosen_ruleset"],
    ".svg": ["row_html", "row_svg", "tile_svg"],
    ".table_svg": ["kans_svg", "seats_svg", "sticks_svg", "wall_svg"],
    ".try_waits": ["TryWaits"],
})

__all__ = ["HandBuilder", "HandView", "TilePicker", "ExplanationView", "ExerciseWidget", "QuizWidget",
           "ReviewWidget", "ProgressDashboard", "WorkedExample", "FadedExample", "LanguageSelector",
           "SpeedRound", "CheatSheetOffer", "tile_svg", "row_svg",
           "row_html", "hand_groups", "hand_picture", "HandPicture", "prompt_text",
           "question_picture", "ENDONYMS", "TryWaits", "seats_svg", "sticks_svg",
           "wall_svg", "kans_svg", "RulesetPicker", "chosen_ruleset"]
