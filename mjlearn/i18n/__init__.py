"""The i18n layer: steps, errors and command output in the learner's language.

One gettext domain (``mjlearn``), one module per stage::

    languages  which language (argument → set_language → environment → English)
    catalogs   the compiled catalogs, loaded with Babel (never a silent null fallback)
    markers    N_/NP_/NN_/NNP_: msgids marked for extraction in plain data tables
    names      tiles, suits, winds, dragons, waits, melds, yaku, limits, dora, units
    messages   the sentences for error codes, step codes and the waits command
    numbers    every number a learner reads: grouped (CLDR, minimumGroupingDigits), signed
               with the real minus sign, counted units through ngettext
    grammar    what a language does to the words around a filled-in name (articles, elisions)
    render     steps, errors, waits as text; results: whole results (scores, settlements,
               tables, the end of a game); html: the same as escaped HTML fragments
    answers    reading the numbers learners type (parse_points, parse_int)
    jsonio     Riichi scoring as JSON in, JSON out, errors with their message (score_json)
    calls      a score called out as players do ("2,000–3,900", "2,600 all"): format, parse
"""

from ..lazy import lazy_exports

# Each public name by the module it comes from, imported on first use: a command or a cell
# that renders a score never loads the table, Classic or HTML modules.
_EXPORTS = {
    ".answers": ["AnswerError", "parse_int", "parse_points"],
    ".calls": ["Call", "format_call", "parse_call"],
    ".captions": ["render_situation", "render_situation_html", "render_win_caption",
                  "render_win_caption_html"],
    ".catalogs": ["CatalogMissingError", "translations"],
    ".dates": ["format_day"],
    ".html": ["render_classic_score_html", "render_classic_settlement_html",
                 "render_error_html", "render_final_scores_html", "render_game_end_html",
                 "render_limits_table_html", "render_score_html", "render_seed_002_errata_html",
                 "render_score_table_html", "render_step_html", "render_steps_html",
                 "render_table_settlement_html", "render_waits_html", "text_html"],
    ".detail": ["DETAIL_LEVELS", "render_score"],
    ".jsonio": ["error_json", "score_json"],
    ".languages": ["SUPPORTED_LANGUAGES", "current_language", "normalize_language",
                 "resolve_language", "set_language"],
    ".numbers": ["SignedAmounts", "format_amounts", "format_count", "format_number",
                 "format_percent", "format_points", "format_seconds", "format_signed"],
    ".points_tables": ["render_points_limits_html", "render_points_table_html"],
    ".render": ["MissingMessageError", "dora_name", "dragon_name", "limit_name", "meld_name",
                 "missing_step_messages", "name", "render_error", "render_step", "render_steps",
                 "render_waits", "seat_list", "suit_name", "tile_label", "tile_name", "wait_name",
                 "waits_lines", "wind_name", "yaku_name"],
    ".results": ["render_classic_score", "render_classic_settlement", "render_final_scores",
                 "render_game_end", "render_limits_table", "render_score_table",
                 "render_table_settlement"],
}
__getattr__, __dir__ = lazy_exports(__name__, _EXPORTS)

__all__ = [
    "AnswerError", "parse_int", "parse_points", "Call", "format_call", "parse_call",
    "CatalogMissingError", "translations", "render_situation", "render_situation_html",
    "render_win_caption", "render_win_caption_html",
    "render_error_html", "render_step_html", "render_steps_html", "render_waits_html",
    "text_html",
    "SUPPORTED_LANGUAGES", "current_language", "normalize_language", "resolve_language",
    "set_language", "format_count", "format_number", "format_points", "format_signed",
    "format_seconds", "format_percent", "format_day",
    "format_amounts", "SignedAmounts", "MissingMessageError",
    "dora_name", "dragon_name", "limit_name", "meld_name", "missing_step_messages", "name",
    "render_error", "render_step", "render_steps", "render_waits", "seat_list", "suit_name", "tile_label",
    "tile_name", "wait_name", "waits_lines", "wind_name", "yaku_name",
    "render_score", "render_classic_score", "render_classic_settlement", "render_final_scores",
    "render_limits_table", "render_score_table", "render_table_settlement", "render_game_end",
    "render_score_html", "render_classic_score_html", "render_classic_settlement_html",
    "render_final_scores_html", "render_limits_table_html", "render_score_table_html",
    "render_seed_002_errata_html", "render_table_settlement_html", "render_game_end_html",
    "score_json", "error_json",
    "DETAIL_LEVELS", "render_points_table_html", "render_points_limits_html",
]
