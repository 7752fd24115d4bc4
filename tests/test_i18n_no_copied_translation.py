"""Two engine messages that say different things never share a translation: a catalog
entry copied from its neighbour once made the Italian, Spanish and Russian ura dora line
say "dora indicator" (the fifth Italian review) and the Classic pair bonus call every
tile a simple. A translation shared by two English messages is allowed only where the
languages do not make the English difference (listed here)."""

from collections import defaultdict
from pathlib import Path

import pytest
from babel.messages.pofile import read_po

LOCALES = Path(__file__).resolve().parent.parent / "locales"

# Same words in a language for two English messages, on purpose.
SHARED = {
    ("es", "Kokushi Musou con espera de 13 fichas"),        # a wait's name and a yaku's
    ("pl", "wygrana na kamieniu dokładanym do trójki (Chankan)"),
    ("it", "Questa risposta ha {count} numero, ma la domanda ne chiede {expected}, separati da /."),
}


@pytest.mark.parametrize("lang", ["es", "it", "pl", "ru"])
def test_no_two_engine_messages_share_a_translation(lang):
    catalog = read_po((LOCALES / lang / "LC_MESSAGES" / "mjlearn.po").open("rb"))
    by_text = defaultdict(set)
    for message in catalog:
        if not message.id:
            continue
        first = message.string if isinstance(message.string, str) else message.string[0]
        english = message.id if isinstance(message.id, str) else message.id[0]
        if len(first.split()) >= 6:
            by_text[first].add(english)
    copied = {text: ids for text, ids in by_text.items()
              if len(ids) > 1 and (lang, text) not in SHARED}
    assert copied == {}


@pytest.mark.parametrize("lang, ura, dora", [
    ("en", "The ura dora indicator is the 2 of characters (2m)", "The dora indicator is the 2"),
    ("es", "El indicador de Ura Dora es el 2 de caracteres (2m)", "El indicador Dora es el 2"),
    ("it", "L'indicatore di ura dora è il 2 di caratteri (2m)", "L'indicatore di dora è il 2"),
    ("ru", "Индикатор Ura-dora — двойка цифр (2m)", "Индикатор доры — двойка"),
])
def test_the_ura_dora_line_names_the_ura_dora(lang, ura, dora, capsys):
    from mjlearn.cli import main

    assert main(["--lang", lang, "score", "234567m34566p678s", "--win", "6s", "--riichi",
                 "--dora", "5m", "--ura", "2m", "--explain"]) == 0
    lines = capsys.readouterr().out.splitlines()
    assert any(line.startswith(ura) for line in lines), lines
    assert not any(line.startswith(dora) for line in lines)
