"""The answer a learner gives, and the words around it: typed text read into the answer's
canonical form and shown back (:mod:`.forms`), the names a learner picks from
(:mod:`.choices`), the labelled fields of a several-amount answer (:mod:`.fields`) and
the exercises' messages (:mod:`.messages`, :mod:`.messages_table`)."""

from .forms import ChoiceList, LabelledAmounts, display_answer, parse_answer
from .messages import answer_text

__all__ = ["parse_answer", "display_answer", "answer_text", "ChoiceList", "LabelledAmounts"]
