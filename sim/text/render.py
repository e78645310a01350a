"""The ability model rendered back to Oracle text: the proof that a card is read whole.

Every clause the compiler says it runs comes with the piece of the ability model it was read
into (``sim.text.oracle``): a keyword, a static ability, a mana ability, an activated or a
triggered ability, a spell's program. ``rendering(piece)`` writes that piece back as Oracle
text *from the model's fields alone* — never from the text it was read from — and
``round_trips(clause, piece, card_name)`` says whether the rendering is the clause. A clause
whose rendering differs was read into something other than what it says (a word dropped, a
condition lost, a duration changed): ``sim.text.card_reader`` lists it as not run, so a card
is ``full`` only when every clause of it round-trips.

A rendering is a small pattern, not one string: where Oracle text words one meaning in
several ways, the rendering offers each (``Alt``). The ways allowed are the ones below, each
a wording of the same rules meaning:

* the card's name, "this creature" and the like are ``~`` (CR 201.5, 201.4b), and a card
  written for a scenario may leave its own name out ("Can't block.");
* "enters the battlefield" and "enters" (the 2024 Oracle wording, CR 603.6a unchanged);
  "he or she controls" and "they control";
* "it", "that creature" and "~" for the creature an ability's trigger is about;
* the order of a list of abilities ("flying and first strike", "first strike and flying");
* a number as a digit or a word ("2", "two"), "a"/"an"/"one" for 1;
* "each", "all" or nothing before a group of creatures a static ability affects, and
  "<Subtype> creatures" or the subtype's plural ("Elf creatures", "Elves").

Reminder text is dropped and case ignored before comparing (``normalize``). ``text(piece)``
is the canonical rendering (each first way), as ``mtgsim cards show`` prints it.
"""

from __future__ import annotations

import re
from functools import lru_cache

from sim.model.abilities import Parsed
from sim.model.programs import Activated, Program, Triggered
from sim.model.target_specs import X_COUNTS
from sim.text.dashed_abilities import plain_dashed
from sim.text.keyword_names import ability_word, activated_word
from sim.text.render_activated import activated
from sim.text.render_attached_changes import attached_change
from sim.text.render_chapters import chapter_piece
from sim.text.render_effects import program, triggered
from sim.text.render_fights import FIGHT_WRITERS
from sim.text.render_follow import FOLLOW_WRITERS
from sim.text.render_life_totals import LIFE_TOTAL_WRITERS
from sim.text.render_per_grants import per_and_granted
from sim.text.render_spend import SPEND_WRITERS
from sim.text.render_statics import parsed
from sim.text.render_turn_triggers import leaves_writers, turn_trigger_writers
from sim.text.restrictions import restrictions
from sim.text.speed_text import at_max_speed, plain_activated
from sim.text.wording import Piece, canonical, matches, normal

#: "whenever ... this turn, <effect>" (CR 603.7c): written with ``triggered``, which
#: ``sim.text.render_effects`` (at its size limit) can't hand on itself
FIGHT_WRITERS.update(turn_trigger_writers(triggered))
FIGHT_WRITERS.update(leaves_writers(program))  # "when that creature leaves ..." (603.7a)
FIGHT_WRITERS.update(LIFE_TOTAL_WRITERS)  # "your life total becomes ..." (CR 119.5)
FIGHT_WRITERS.update(SPEND_WRITERS)  # "spend this mana only to cast ..." (CR 106.6)
FIGHT_WRITERS.update(FOLLOW_WRITERS)  # "it gains haste", "they gain ..." (608.2c, 611.2a)

# --- the check ----------------------------------------------------------------------------------

Model = Parsed | Activated | Triggered | Program


def rendering(model: Model, hint: str = "") -> Piece:
    """The rendering of one piece of the ability model (``hint``: the clause, read only for
    what the model keeps elsewhere: an ability word's name and an activated ability's timing
    restrictions)."""
    if isinstance(model, Parsed):
        changed = attached_change(model) or per_and_granted(model)  # (613.1d-f, 613.4c)
        if changed is not None:
            return changed
        named, _ = ability_word(hint)  # CR 207.2c: not in the model
        return (named, " — ", parsed(model)) if named else parsed(model)
    if isinstance(model, Activated):
        plain = plain_activated(model, hint)  # "max speed — <cost>: <effect>" (CR 702.178a)
        if plain is not None:
            return ("max speed — ", activated(plain, restrictions(plain)))
        dashed = plain_dashed(model)  # "exhaust — <cost>: <effect>" (702.177a, 702.142a)
        if dashed is not None:
            return (dashed[0], " — ", activated(dashed[1], restrictions(dashed[1])))
        named, _ = activated_word(hint)  # CR 207.2c-d: "channel — {1}{g}, discard ~: ..."
        body = activated(model, restrictions(model))
        return (named, " — ", body) if named else body
    if isinstance(model, Triggered):
        if model.program is not None and _x_targets(model.program):
            return "<x targets of a triggered ability>"  # its X is not announced (601.2b)
        chapter = chapter_piece(model, hint)  # "I, II — <effect>" (CR 714.2)
        if chapter is not None:
            return chapter
        bare = at_max_speed(model)  # "max speed — <triggered ability>" (CR 702.178a)
        if bare is not None:
            return ("max speed — ", triggered(bare))
        word = re.match(r"^([a-z0-9' ]+) — (?=(?:when|whenever|at) )", hint)
        return triggered(model, word[1] if word and word[1] != "max speed" else "")
    named, _ = ability_word(hint)  # CR 207.2c: "domain — <a spell's effect>"
    return (named, " — ", program(model)) if named else program(model)


def _x_targets(program: Program) -> bool:
    """Whether ``program`` has "X target ..." or "up to X target ..." (``TargetSpec.count``):
    X is announced as a spell is cast or an ability activated (CR 601.2b, 602.2b), not as a
    triggered ability is put on the stack (603.3d), whose X (107.3m, 107.3i) the engine
    doesn't carry to its targets: such a trigger is not run."""
    return any(t.count in X_COUNTS for t in program.targets) or any(
        _x_targets(m) for m in program.modes)


def text(model: Model, hint: str = "") -> str:
    """The canonical rendering of ``model``."""
    return canonical(rendering(model, hint))


def round_trips(clause: str, model: Model, card_name: str = "") -> bool:
    """Whether ``model`` renders back to ``clause`` (both normalised: ``normal``)."""
    return _matches(normal(clause, card_name), model)


@lru_cache(maxsize=65536)
def _matches(key: str, model: Model) -> bool:
    """Whether the rendering of ``model`` matches the normalised clause ``key`` (cached: the
    same clause is on many cards)."""
    return matches(rendering(model, key), key)


__all__ = ["Model", "Piece", "canonical", "normal", "rendering", "round_trips", "text"]
