""""You may have <subject> <verb> ..." (CR 603.5, 608.2c; ``sim.text.effect_sentences.
have_sentence``, ``sim.text.render_may.may_have``): the controller chooses as the ability
resolves whether "<subject> <verb>s ..." is done; "have" names who acts, not who chooses."""

from __future__ import annotations

from played import plays
from test_stack import card, finish, game, perm, play, to, zone

from sim import GameState, Step
from sim.model.keywords import Kw
from sim.model.objects import Zone
from sim.model.programs import SELF
from sim.text.effect_sentences import have_sentence
from sim.text.effect_text import read_effect

SHRINK = "When Probe enters, you may have target creature get -2/-2 until end of turn."
PING = "When Probe enters, you may have Probe deal 2 damage to target player or planeswalker."
LATER = ("When Probe enters, you gain 2 life. You may have target creature get +2/+2 and gain "
         "flying until end of turn.")


def _cast(text: str, *objects: object) -> GameState:
    """A casts Probe (a 1/1 for {B}) with ``text`` and its enters trigger goes on the stack."""
    probe = card("Probe", types=["Creature"], cost="{B}", power=1, toughness=1, text=text)
    assert not probe.unsupported, probe.unsupported
    state = game(perm("p1", "A", probe, Zone.HAND), *objects,  # type: ignore[arg-type]
                 mana={"A": "{B}"}, step=Step.PRECOMBAT_MAIN)
    to(state, "priority", Step.PRECOMBAT_MAIN, "A")
    play(state, "cast p1")
    return state


@plays("When Probe enters, you may have target creature get -2/-2 until end of turn.")
def test_the_controller_chooses_whether_the_target_gets_minus_two() -> None:
    """CR 603.5, 608.2c: the trigger targets B's Bears; A chooses yes as it resolves: the Bears
    get -2/-2 and die (704.5f); A chooses no: nothing happens to them."""
    for yes in (True, False):
        state = _cast(SHRINK, perm("b1", "B", "Grizzly Bears"))
        play(to(state, "choose_target"), "target b1")
        to(state, "choose_optional")
        assert state.decision is not None and state.decision.player == "A"
        finish(play(state, "yes" if yes else "no"))
        assert zone(state, "b1") is (Zone.GRAVEYARD if yes else Zone.BATTLEFIELD)


@plays("When Probe enters, you may have Probe deal 2 damage to target player or planeswalker.")
def test_you_may_have_the_source_deal_damage() -> None:
    """CR 603.5, 120.3a: yes, Probe deals 2 damage to B (18 life); no, B stays at 20."""
    for yes, life in ((True, 18), (False, 20)):
        state = _cast(PING)
        play(to(state, "choose_target"), "target B")
        finish(play(to(state, "choose_optional"), "yes" if yes else "no"))
        assert state.players["B"].life == life


@plays("When Probe enters, you gain 2 life. You may have target creature get +2/+2 and gain flying "
       "until end of turn.")
def test_a_later_sentences_have_is_asked_when_reached() -> None:
    """CR 603.5, 608.2c: A gains 2 life either way; the later "you may have" is asked as it is
    reached: yes, the Bears are 4/4 with flying until end of turn."""
    state = _cast(LATER, perm("b1", "A", "Grizzly Bears"))
    play(to(state, "choose_target"), "target b1")
    to(state, "choose_optional")
    assert state.players["A"].life == 22  # gained before the choice is reached
    play(state, "yes")
    assert state.players["A"].life == 22
    assert (state.power("b1"), state.toughness("b1")) == (4, 4)
    assert state.has("b1", Kw.FLYING)


def test_have_reads_the_instruction_it_makes_optional() -> None:
    """CR 603.5: the words after "you may have" are the instruction, conjugated for its
    subject; "have it fight" (701.14a, its own rule) and any other sentence stay as written;
    a plural subject keeps its verb ("creatures you control get")."""
    assert have_sentence("have target creature get -1/-1 until end of turn") == \
        "target creature gets -1/-1 until end of turn"
    assert have_sentence("have it deal 1 damage to any target", SELF) == \
        "it deals 1 damage to any target"
    assert have_sentence("have it fight target creature") == "have it fight target creature"
    assert have_sentence("draw a card") == "draw a card"
    program = read_effect("You may have creatures you control get +1/+1 until end of turn.")
    assert program.optional and not program.unsupported


def test_have_it_deal_only_of_the_source() -> None:
    """CR 120.3, 603.2: "you may have it deal ..." where "it" is the creature the trigger is
    about (a Beast) would make that creature the damage's source, not the ability's: not read;
    where "it" is ~ itself, read."""
    assert have_sentence("have it deal 4 damage to any target") == \
        "have it deal 4 damage to any target"
    assert have_sentence("have it deal 4 damage to any target", SELF) == \
        "it deals 4 damage to any target"
    assert read_effect("You may have it deal 4 damage to any target.").unsupported
    assert not read_effect("You may have it deal 4 damage to any target.", it=SELF).unsupported
