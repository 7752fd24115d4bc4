"""What the lesson launchers say to a learner or a teacher, and the words of the classroom
pages, as English msgids of the ``mjlearn`` catalogs.

``text(key, lang, **params)`` translates and fills one of them. The launchers print few
lines: where the learner's copy is, what changed in it, and last the address to open.
"""

from __future__ import annotations

from typing import Any

from ..i18n.markers import N_, Msg
from ..i18n.text import fill, translate

MESSAGES: dict[str, Msg] = {
    # `python3 dev.py start`: JupyterLab on the learner's copy of the lessons
    # TRANSLATORS: {path} is a folder on the learner's computer.
    "workspace": N_("Your copy of the lessons, where your work is kept: {path}"),
    # TRANSLATORS: the last line the learner sees; {url} is the address with its access key.
    "url": N_("The lessons are open at this address (Ctrl+C stops them): {url}"),
    # TRANSLATORS: {title} is a lesson's title, {backups} a folder, {command} the command
    # to type, which stays as it is.
    "offer": N_("A new version of the lesson “{title}” is ready. Your copy keeps your work; "
                "to take the new version, start with {command} (your copy is put aside in "
                "{backups})."),
    # TRANSLATORS: {title} is a lesson's title, {path} the file the learner's copy became.
    "reset": N_("The lesson “{title}” is back to its original version; your copy was put "
                "aside as {path}."),
    "reset_fresh": N_("The lesson “{title}” is back to its original version."),
    # TRANSLATORS: {program} is JupyterLab or Voilà; the end of its log follows.
    "failed": N_("{program} did not start. The end of its log, {path}:"),
    "stopped": N_("The lessons are stopped. Your work stays in {path}."),
    # TRANSLATORS: {path} is the folder the learner chose; --workspace stays as it is.
    "workspace_in_repository": N_("Your copy of the lessons cannot hold the repository's own "
                                  "lessons ({path}): choose another folder with --workspace."),
    # TRANSLATORS: {port} is the number given after --port, which stays as it is.
    "port_in_use": N_("Another program is already using port {port}: choose another one "
                      "with --port, or leave --port out and a free one is chosen."),
    "port_out_of_range": N_("{port} is not a port: --port takes a number from 1 to 65535."),
    # TRANSLATORS: {path} is what the learner gave after --workspace, which stays as it is.
    "workspace_not_folder": N_("Your copy of the lessons must be a folder, and {path} is not "
                               "one: choose a folder with --workspace."),
    # `python3 dev.py start --classroom`
    "classroom_url": N_("The classroom screen is at this address (Ctrl+C stops it): {url}"),
    "classroom_stopped": N_("The classroom screen is stopped."),
    # TRANSLATORS: {url} is the address of a page on the teacher's computer.
    "quiz_ready": N_("The quiz for the classroom screen is ready; open it in a browser: {url}"),
    # the classroom pages (Voilà): its loading screen and the index of lessons
    # TRANSLATORS: shown while a lesson starts on the classroom screen; {title} is its title.
    "loading_title": N_("Preparing “{title}”…"),
    # TRANSLATORS: {index} and {count} are numbers: the part of the lesson being run, of all.
    "loading_step": N_("Running part {index} of {count}"),
    "index_title": N_("Mahjong lessons for the classroom"),
    "index_heading": N_("Choose a lesson"),
    "index_languages": N_("The same lessons in another language:"),
    # the quiz on the classroom screen
    "quiz_reveal": N_("Show the answer"),
    "quiz_hide": N_("Hide the answer"),
    "quiz_previous": N_("Previous question"),
    "quiz_explanation": N_("How the engine finds it"),
    # TRANSLATORS: the keys of the keyboard that drive the quiz page; keep the arrows and R.
    "quiz_keys": N_("Keys: → next question, ← previous question, Space or R shows or hides "
                    "the answer."),
    # the start page as the web site (`python3 dev.py site`) shows it, in place of the
    # sentences about dev.py
    # TRANSLATORS: name the menus as JupyterLab shows them in your language (its language
    # pack: Settings → Language; in Italian the pack leaves "Language" in English).
    "site_switching": N_("To have JupyterLab's menus in another language too, choose it in "
                         "**Settings → Language**."),
    # TRANSLATORS: {file} is the progress file's name, which stays as it is; name the
    # file browser's commands as JupyterLab shows them in your language (right-click →
    # Download, Delete).
    "site_where": N_("The lessons are in the file browser on the left, one folder per "
                     "language: `en`, `es`, `it`, `pl` and `ru`. This site runs entirely in "
                     "your browser, which keeps your changes to the lessons and your "
                     "progress: the file `{file}` at the top of the file browser. To take "
                     "your progress to another computer or browser, download that file "
                     "(right-click → **Download**) and upload it there, at the top of the "
                     "file browser. To get a lesson back as it was, delete it in the file "
                     "browser (right-click → **Delete**): the original comes back."),
}


def text(key: str, lang: str, **params: Any) -> str:
    """The message ``key`` in ``lang``, its ``{placeholders}`` filled with ``params``."""
    return fill(translate(MESSAGES[key], lang), {name: str(value) for name, value in params.items()})
