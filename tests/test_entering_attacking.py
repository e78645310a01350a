"""Cards put onto the battlefield tapped and attacking (CR 508.4; ``sim.rules.entering_attacking``):
"return target creature card from your graveyard to the battlefield tapped and attacking",
"return ~ from your graveyard to the battlefield tapped and attacking", "put a creature card
from your hand onto the battlefield tapped and attacking"."""

from __future__ import annotations

from played import plays
from test_library import turn
from test_stack import card, finish, game, perm, play, to

from sim import CardDef, GameState, Player, Step
from sim.model.decisions import DecisionKind
from sim.model.events import AttackerDeclared
from sim.model.mana import Mana
from sim.model.objects import LOYALTY, Span, Zone
from sim.text import read_card
from sim.text.render import round_trips

RETURN = ("Whenever ~ attacks, return target creature card from your graveyard to the "
          "battlefield tapped and attacking.")
PHOENIX = ("Whenever you attack, you may pay {1}. If you do, return ~ from your graveyard to "
           "the battlefield tapped and attacking.")
CAPTAIN = ("Whenever ~ attacks, you may put a creature card from your hand onto the battlefield "
           "tapped and attacking.")
WALKER = CardDef("Walker", types=("Planeswalker",), loyalty=3)
BEAR = card("Bear", types=["Creature"], cost="{1}{G}", power=3, toughness=3)


def inline(name: str, text: str) -> CardDef:
    made = card(name, types=["Creature"], cost="{2}", power=2, toughness=2, text=text)
    assert not made.unsupported, made.unsupported
    return made


def attack(*objects: object, walker: bool = False) -> GameState:
    """A's ``objects`` (``l1`` attacks B), B's planeswalker if ``walker``: at the first
    decision after attackers are declared."""
    extra = [perm("pw", "B", WALKER, counters={LOYALTY: 3})] if walker else []
    state = game(*objects, *extra)  # type: ignore[arg-type]
    play(to(state, "declare_attackers"), "attack l1=B")
    return state


def declared(state: GameState) -> list[str]:
    return [e.attacker for e in state.events if isinstance(e, AttackerDeclared)]


def test_read_and_rendered_back() -> None:
    """CR 508.4: the three forms are read in full and render back to their text; "up to one
    target" (a choice of what each of several attacks) is not read."""
    for text in (RETURN, PHOENIX, CAPTAIN):
        reading = read_card(text, "Leader", ("Creature",))
        assert reading.status == "full", reading.unsupported
        assert round_trips(text, reading.triggered[0], "Leader")
    several = RETURN.replace("target creature card", "up to one target creature card")
    assert read_card(several, "Leader", ("Creature",)).status != "full"


@plays("Whenever ~ attacks, return target creature card from your graveyard to the "
       "battlefield tapped and attacking.")
def test_a_card_returns_attacking_what_its_controller_chooses() -> None:
    """CR 508.4: the Bear returns tapped and attacking; B controls a planeswalker, so A chooses
    what it attacks (the planeswalker); it was never declared as an attacker. Unblocked, it
    deals 3 to the planeswalker (306.8: it dies at 0 loyalty), the Leader 2 to B."""
    state = attack(perm("l1", "A", inline("Leader", RETURN)), perm("g1", "A", BEAR, Zone.GRAVEYARD),
                   walker=True)
    to(state, "choose_attacked")
    assert state.decision is not None and state.decision.kind is DecisionKind.CHOOSE_ATTACKED
    assert set(state.decision.options) == {"B", "pw"} and "508.4" in state.decision.prompt
    play(state, "attacked pw")
    bear = state.permanents["g1"]
    assert bear.zone is Zone.BATTLEFIELD and bear.tapped
    assert state.combat is not None and state.combat.attackers["g1"] == "pw"
    assert declared(state) == ["l1"]
    finish(state)
    assert state.players["B"].life == 18 and state.permanents["pw"].zone is Zone.GRAVEYARD


@plays("Whenever you attack, you may pay {1}. If you do, return ~ from your graveyard to the "
       "battlefield tapped and attacking.")
def test_the_source_returns_from_the_graveyard_attacking() -> None:
    """CR 113.6k, 118.12, 508.4: the Phoenix in A's graveyard triggers as A attacks; paying
    {1}, it returns tapped and attacking B (the only option: no choice asked), and deals its 2
    with the Leader's 2; declining, it stays in the graveyard."""
    def board() -> GameState:
        return attack(perm("l1", "A", BEAR), perm("f1", "A", "Forest"),
                      perm("p1", "A", inline("Phoenix", PHOENIX), Zone.GRAVEYARD))
    state = board()
    play(to(state, "choose_pay"), "yes")
    to(state, "declare_blockers")
    phoenix = state.permanents["p1"]
    assert phoenix.zone is Zone.BATTLEFIELD and phoenix.tapped
    assert state.combat is not None and state.combat.attackers["p1"] == "B"
    assert declared(state) == ["l1"]
    finish(state)
    assert state.players["B"].life == 15
    state = board()
    finish(play(to(state, "choose_pay"), "no"))
    assert state.permanents["p1"].zone is Zone.GRAVEYARD and state.players["B"].life == 17


@plays("Whenever ~ attacks, you may put a creature card from your hand onto the battlefield "
       "tapped and attacking.")
def test_a_card_from_hand_enters_attacking() -> None:
    """CR 508.4, 305.4: A chooses the Bear in hand, then what it attacks (B, not the
    planeswalker): it enters tapped and attacking B, never declared; B takes 3 + 2."""
    state = attack(perm("l1", "A", inline("Captain", CAPTAIN)), perm("h1", "A", BEAR, Zone.HAND),
                   perm("h2", "A", "Forest", Zone.HAND), walker=True)
    play(to(state, "choose_optional"), "yes")
    to(state, "choose_card")
    assert state.decision is not None and set(state.decision.options) == {"h1"}
    play(state, "card h1")
    play(to(state, "choose_attacked"), "attacked B")
    bear = state.permanents["h1"]
    assert bear.zone is Zone.BATTLEFIELD and bear.tapped
    assert state.combat is not None and state.combat.attackers["h1"] == "B"
    assert state.permanents["h2"].zone is Zone.HAND and declared(state) == ["l1"]
    finish(state)
    assert state.players["B"].life == 15 and state.permanents["pw"].counters[LOYALTY] == 3


@plays("{1}: Return target creature card from your graveyard to the battlefield tapped and "
       "attacking.")
def test_outside_combat_it_enters_tapped_attacking_nothing() -> None:
    """CR 506.3, 508.4: in a main phase there is no combat: the Bear enters tapped, but it is
    not an attacking creature."""
    ability = "{1}: Return target creature card from your graveyard to the battlefield tapped " \
        "and attacking."
    state = turn(perm("l1", "A", inline("Altar", ability)), perm("g1", "A", BEAR, Zone.GRAVEYARD),
                 mana="{1}")
    finish(play(state, "activate l1 0"))
    bear = state.permanents["g1"]
    assert bear.zone is Zone.BATTLEFIELD and bear.tapped and state.combat is None


RAZE = ("Whenever ~ attacks, you may put a creature card from your hand onto the battlefield "
        "tapped and attacking. Return that creature to your hand at the beginning of the next "
        "end step.")


@plays("Whenever ~ attacks, you may put a creature card from your hand onto the battlefield "
       "tapped and attacking. Return that creature to your hand at the beginning of the next "
       "end step.")
def test_the_creature_put_from_hand_returns_at_the_end_step() -> None:
    """CR 508.4, 603.7a, 400.3: the Bear enters tapped and attacking B and deals its 3; at the
    beginning of the end step the delayed ability returns it to A's hand (its owner's)."""
    reading = read_card(RAZE, "Boar", ("Creature",))
    assert reading.status == "full", reading.unsupported
    assert round_trips(RAZE, reading.triggered[0], "Boar")
    objects = (perm("l1", "A", inline("Boar", RAZE)), perm("h1", "A", BEAR, Zone.HAND))
    state = GameState({p: Player(p, mana=Mana()) for p in ("A", "B")},
                      {o.id: o for o in objects}, ("A", "B"), "A",
                      step=Step.BEGINNING_OF_COMBAT, span=Span.TURN, seed=1).start()
    play(to(state, "declare_attackers"), "attack l1=B")
    play(to(state, "choose_optional"), "yes")
    to(state, "declare_blockers")
    assert state.permanents["h1"].zone is Zone.BATTLEFIELD
    assert state.combat is not None and state.combat.attackers["h1"] == "B"
    finish(state)
    assert state.players["B"].life == 15 and state.permanents["h1"].zone is Zone.HAND
