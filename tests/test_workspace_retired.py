"""A lesson renumbered (issue 17 put two lessons after 10_game): the learner's workspace
drops an untouched copy of the old name and keeps one they wrote in."""

import json

from mjlearn.lessons.workspace import Workspace, lesson_file


def test_an_untouched_copy_of_a_renumbered_lesson_goes_and_a_written_one_stays(tmp_path):
    space = Workspace(tmp_path / "ws")
    space.sync()
    # two copies as an older version left them: 11_family_rules and 12_classic in Polish
    for old, new in (("11_family_rules", "13_family_rules"), ("12_classic", "14_classic")):
        (space.root / lesson_file("pl", old)).write_bytes(
            (space.root / lesson_file("pl", new)).read_bytes())
    versions = json.loads((space.state / "versions.json").read_text())
    for old, new in (("11_family_rules", "13_family_rules"), ("12_classic", "14_classic")):
        versions[lesson_file("pl", old)] = versions[lesson_file("pl", new)]
    (space.state / "versions.json").write_text(json.dumps(versions))
    written = space.root / lesson_file("pl", "12_classic")
    notebook = json.loads(written.read_text(encoding="utf-8"))
    notebook["cells"].append({"cell_type": "markdown", "metadata": {}, "source": ["my notes"]})
    written.write_text(json.dumps(notebook), encoding="utf-8")

    result = space.sync()
    assert result.retired == (lesson_file("pl", "11_family_rules"),)
    assert not (space.root / lesson_file("pl", "11_family_rules")).exists()
    assert "my notes" in written.read_text(encoding="utf-8")       # nothing of theirs lost
    assert result.copied == () and result.offers == ()
    assert space.sync().retired == ()
