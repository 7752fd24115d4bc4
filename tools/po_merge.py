#!/usr/bin/env python3
"""A git merge driver for gettext catalogs: merges message by message, not line by line.

Two branches that each add or retranslate messages in the same ``.po`` file conflict
line by line on the header's dates and on neighbouring entries. Merged per message
(context, msgid), they only conflict when both changed the *same* message differently;
such a message keeps our translation, is marked fuzzy (so the catalog tests fail until a
translator decides) and carries theirs in a translator comment.

Set it up once per clone (``.gitattributes`` already routes ``*.po`` and ``*.pot`` here)::

    git config merge.po.name "gettext catalogs, message by message"
    git config merge.po.driver ".venv/bin/python tools/po_merge.py %O %A %B"

After a merge, ``python3 dev.py catalogs`` (and ``python -m mjlearn.lessons catalogs`` for
the lesson prose) brings the catalogs back in line with the code and the sources.
"""

from __future__ import annotations

import sys
from pathlib import Path

from babel.messages.catalog import Catalog, Message
from babel.messages.pofile import read_po, write_po

LINE_WIDTH = 100


def read(path: str) -> Catalog:
    with open(path, "rb") as handle:
        return read_po(handle)


def key(message: Message) -> tuple:
    return (message.context, message.id if isinstance(message.id, str) else tuple(message.id))


def content(message: Message | None) -> tuple | None:
    if message is None:
        return None
    return (message.string, "fuzzy" in message.flags, tuple(message.user_comments))


def merge(base: Catalog, ours: Catalog, theirs: Catalog) -> tuple[list[Message], list[str]]:
    b = {key(m): m for m in base if m.id}
    o = {key(m): m for m in ours if m.id}
    t = {key(m): m for m in theirs if m.id}
    conflicts: list[str] = []
    chosen: dict[tuple, Message] = {}
    for k in {*b, *o, *t}:
        mb, mo, mt = b.get(k), o.get(k), t.get(k)
        cb, co, ct = content(mb), content(mo), content(mt)
        if co == ct:
            pick = mt if mt is not None else mo  # theirs' locations/comments are as new
        elif co == cb:
            pick = mt
        elif ct == cb:
            pick = mo
        elif mo is None or mt is None:
            pick = mo if mo is not None else mt  # changed on one side, dropped on the other
        else:
            pick = mo
            mo.flags.add("fuzzy")
            mo.user_comments = [*mo.user_comments,
                                f"merge: the other branch wrote: {mt.string!r}"]
            conflicts.append(str(k[1])[:70])
        if pick is not None:
            chosen[k] = pick
    # Our order, with each message only theirs has placed after its predecessor in theirs.
    order = [key(m) for m in ours if m.id and key(m) in chosen]
    placed = set(order)
    previous = None
    for m in theirs:
        if not m.id:
            continue
        k = key(m)
        if k in chosen and k not in placed:
            at = order.index(previous) + 1 if previous in placed else len(order)
            order.insert(at, k)
            placed.add(k)
        if k in placed:
            previous = k
    return [chosen[k] for k in order], conflicts


def main(argv: list[str]) -> int:
    if len(argv) != 3:
        print(__doc__, file=sys.stderr)
        return 2
    base_path, ours_path, theirs_path = argv
    base, ours, theirs = read(base_path), read(ours_path), read(theirs_path)
    messages, conflicts = merge(base, ours, theirs)
    out = Catalog(locale=ours.locale, domain=ours.domain, header_comment=ours.header_comment,
                  project=ours.project, version=ours.version,
                  copyright_holder=ours.copyright_holder, msgid_bugs_address=ours.msgid_bugs_address,
                  creation_date=ours.creation_date, revision_date=ours.revision_date,
                  last_translator=ours.last_translator, language_team=ours.language_team,
                  fuzzy=ours.fuzzy)
    out.mime_headers = ours.mime_headers
    for m in messages:
        out[m.id] = m  # Catalog.__setitem__ keys by (id, context) from the message itself
    with open(ours_path, "wb") as handle:
        write_po(handle, out, width=LINE_WIDTH, ignore_obsolete=True, include_previous=True)
    for c in conflicts:
        print(f"po_merge: {Path(ours_path).name}: both sides changed {c!r}; kept ours, fuzzy",
              file=sys.stderr)
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
