"""What is kept: the learner's progress (:mod:`.progress`, SQLite; in the browser
:mod:`.browser_store`) and the answer files of a class's quiz (:mod:`.answer_files`)."""
