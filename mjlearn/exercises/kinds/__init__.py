"""The exercise kinds: each module builds its questions from a seed, answers them with the
engine and names the mistakes it recognises, and registers its kinds with
:mod:`..registry` when it is imported (Riichi hands, waits, dora, furiten, payments, calls,
the table's rules, Classic European; ``given`` builds a question from a hand a lesson
gives)."""
