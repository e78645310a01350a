"""Replacement and prevention effects on damage, in the order the affected player chooses
(CR 614-616; ``sim/rules/replacement.py``, ``sim/engine/replacement_orders.py``)."""

from __future__ import annotations

import tomllib

import pytest
from boards import Recorder, board, creature, snapshot
from hypothesis import given, settings
from hypothesis import strategies as st
from played import plays

import cards
import sim
from sim.engine.play import drive
from sim.engine.replacement_orders import all_orders
from sim.io.scenario import Scenario, parse_scenario
from sim.model.actions import Action, AssignDamage, ChooseEffect
from sim.model.decisions import Decision, DecisionKind, LegalActions
from sim.model.errors import IllegalActionError, ScenarioError
from sim.model.events import ReplacementApplied
from sim.model.keywords import Kw
from sim.rules.noncombat import divided_damage
from sim.rules.replacement import DamageEffect, deal, prevent_all_combat_damage, prevent_next
from sim.text import build_card

BOARD = """{top}
[players.A]
[players.B]
[[permanents]]
id = "a1"
controller = "A"
power = {power}
toughness = 3
colors = ["R"]
{extra}
[combat]
attacks = {{ a1 = "B" }}
"""


def scenario(extra: str = "", power: int = 2, top: str = "") -> Scenario:
    text = BOARD.format(power=power, extra=extra, top=top)
    return parse_scenario(tomllib.loads(text), "test.toml", cards.default_pool())


def play(sc: Scenario) -> sim.GameState:
    state = sc.state.clone()
    sim.run_combat(state, sc.agents())
    return state


CHOICES = (DecisionKind.ORDER_REPLACEMENTS, DecisionKind.REDIRECT_DAMAGE)


def replacement_log(state: sim.GameState) -> list[ReplacementApplied]:
    return [e for e in state.events if isinstance(e, ReplacementApplied)]


SHIELD = """
[[damage_effects]]
name = "salve"
kind = "prevent"
to = "B"
amount = 3
"""
FURNACE = """
[[permanents]]
id = "furnace"
controller = "B"
card = "Furnace of Rath"
"""


@plays("If a source would deal damage to a permanent or player, it deals double that damage to "
       "that permanent or player instead.")
@pytest.mark.parametrize(("order", "life", "shield_left"), [
    # shield first: 2 prevented (1 left), nothing left to double (CR 616.1, 615.7)
    (["salve"], 20, 1),
    # Furnace first: 4, then the shield prevents 3 of them and is used up
    (["furnace: double damage"], 19, None),
])
def test_doubler_against_a_shield_in_both_orders(order: list[str], life: int,
                                                 shield_left: int | None) -> None:
    """CR 616.1, 614.1a and 615.7: the affected player orders Furnace of Rath's doubling and a
    prevention shield: shield first prevents 2 of the 2 (1 left, nothing to double); the doubling
    first makes 4, of which the shield prevents 3 and is used up."""
    sc = scenario(SHIELD + FURNACE, top=f"replacement_order = {order!r}".replace("'", '"'))
    state = play(sc)
    assert state.players["B"].life == life
    left = [e.amount for e in state.damage_effects if e.name == "salve"]
    assert left == ([] if shield_left is None else [shield_left])
    logged = [e for e in state.events if e["kind"] == "replacement"]
    assert logged and logged[0]["applied"][0] == order[0]


def test_all_orders_lists_both_results() -> None:
    sc = scenario(SHIELD + FURNACE)
    outcomes = all_orders(sc.state, sc.agents())
    assert sorted(o.state.players["B"].life for o in outcomes) == [19, 20]
    assert {o.choices for o in outcomes} == {(0,), (1,)}
    assert all(len(o.applied) == 1 for o in outcomes)


def test_fog_prevents_combat_damage_only() -> None:
    fog = '[[damage_effects]]\nname = "fog"\nkind = "prevent"\ncombat_only = true\n'
    state = play(scenario(fog))
    assert state.players["B"].life == 20
    event = sim.DamageEvent("a1", "B", 2, "A", combat=False)
    effect = DamageEffect("fog", "prevent", combat_only=True)
    assert not effect.applies(state, event)


def test_deflecting_palm_order_matters_with_castigator() -> None:
    """B controls Goldnight Castigator (damage to B is doubled) and resolved Deflecting Palm
    naming a1. Palm first: 2 prevented, 2 back to A. Castigator first: 4, all prevented, 4 back
    to A (CR 616.1e: B chooses; release notes 2016, "Another example")."""
    palm = ('[[permanents]]\nid = "angel"\ncontroller = "B"\ncard = "Goldnight Castigator"\n'
            '[[damage_effects]]\nname = "palm"\nkind = "reflect"\nto = "B"\nsource = "a1"\n'
            'once = true\ncontroller = "B"\n')
    outcomes = all_orders(scenario(palm).state, scenario(palm).agents())
    results = sorted((o.state.players["A"].life, o.state.players["B"].life) for o in outcomes)
    assert results == [(16, 20), (18, 20)]
    for o in outcomes:
        assert not o.state.damage_effects  # "the next time": used up either way


def test_protection_prevents_damage_unless_it_cant_be_prevented() -> None:
    blocker = ('[[permanents]]\nid = "knight"\ncontroller = "B"\npower = 1\ntoughness = 2\n'
               'abilities = ["protection from red"]\n')
    sc = scenario(blocker, power=5)
    state = sc.state.clone()
    event = sim.DamageEvent("a1", "knight", 5, "A")
    # all 5 prevented by protection, nothing to choose, nothing dealt
    assert deal(state, [event]) == [] and state.decision is None
    assert state.permanents["knight"].damage == 0
    assert [(e["applied"], e["amount"], e["result"]) for e in replacement_log(state)] == [
        (("knight: protection from R",), 5, ())]
    unstoppable = scenario(blocker.replace('"protection from red"', '"protection from red"')
                           + '[[permanents]]\nid = "x"\ncontroller = "A"\ntypes = ["Enchantment"]'
                           '\nabilities = ["Damage can\'t be prevented."]\n', power=5)
    state = unstoppable.state.clone()
    dealt = deal(state, [event])
    assert dealt is not None and [(e.target, e.amount) for e in dealt] == [("knight", 5)]
    assert state.permanents["knight"].damage == 5 and replacement_log(state) == []


def test_redirection_then_the_new_recipients_effects() -> None:
    """Damage to B is redirected to b's creature; its shield then applies (616.1)."""
    extra = ('[[permanents]]\nid = "wall"\ncontroller = "B"\npower = 0\ntoughness = 4\n'
             '[[damage_effects]]\nname = "redirect"\nkind = "redirect"\nto = "B"\n'
             'redirect_to = "wall"\nonce = true\n'
             '[[damage_effects]]\nname = "wall shield"\nkind = "prevent"\nto = "wall"\n'
             'amount = 1\n')
    state = play(scenario(extra, power=3))
    assert state.players["B"].life == 20
    assert state.permanents["wall"].damage == 2
    assert [e.name for e in state.damage_effects] == []


def test_each_effect_applies_once_per_event() -> None:
    state = scenario(FURNACE).state.clone()
    event = sim.DamageEvent("a1", "B", 2, "A")
    dealt = deal(state, [event])
    assert dealt is not None and [(e.target, e.amount) for e in dealt] == [("B", 4)]
    [logged] = replacement_log(state)
    assert len(logged["applied"]) == 1
    assert state.players["B"].life == 16


class Pick(sim.DefaultAgent):
    """Records every replacement or redirection choice (who, among what) and answers it with
    the option at ``index`` (else the default policy)."""

    def __init__(self, index: int = 0) -> None:
        self.index = index
        self.asked: list[tuple[str, tuple[str, ...]]] = []

    def act(self, state: sim.GameState, decision: Decision, legal: LegalActions) -> Action:
        if decision.kind in CHOICES:
            self.asked.append((decision.player, decision.options))
            assert [a.name for a in legal] == list(decision.options)  # type: ignore[attr-defined]
            return legal[self.index]  # type: ignore[no-any-return]
        return super().act(state, decision, legal)


def test_the_affected_player_is_asked_and_a_bad_answer_is_refused() -> None:
    sc = scenario(SHIELD + FURNACE)
    state = sc.state.clone()
    agents = sc.agents()
    picker = agents["B"] = Pick(1)
    sim.run_combat(state, agents)
    assert [(player, len(options)) for player, options in picker.asked] == [("B", 2)]
    # option 1 is Furnace (effects before statics)
    assert picker.asked[0][1] == ("salve", "furnace: double damage")
    assert state.players["B"].life == 19

    state = sc.state.clone()
    drive(state, sc.agents(), lambda s: s.decision is not None and s.decision.kind in CHOICES)
    decision = state.decision
    assert decision is not None and decision.kind == DecisionKind.ORDER_REPLACEMENTS
    assert decision.player == "B" and decision.options == ("salve", "furnace: double damage")
    before = (snapshot(state), state.version, list(state.history), list(state.damage_effects),
              state.damage_work.clone())
    for bad in (ChooseEffect("nope"), ChooseEffect("planeswalker redirection: keep"),
                AssignDamage.of("a1", {"B": 2}), sim.PASS, "replacement 7", "bogus"):
        with pytest.raises(IllegalActionError):
            state.apply(bad)
        assert (snapshot(state), state.version, list(state.history),
                list(state.damage_effects), state.damage_work) == before
        assert state.decision == decision
    state.apply(ChooseEffect("furnace: double damage"))
    assert state.players["B"].life == 19


@pytest.mark.parametrize(("text", "field"), [
    ('[[damage_effects]]\nkind = "nope"\n', "damage_effects[0].kind"),
    ('[[damage_effects]]\nkind = "prevent"\nto = "zz"\n', "damage_effects[0].to"),
    ('[[damage_effects]]\nkind = "redirect"\nto = "B"\n', "damage_effects[0].redirect_to"),
    ('[[damage_effects]]\nkind = "prevent"\namount = -1\n', "damage_effects[0].amount"),
    ('replacement_order = "salve"\n', "replacement_order"),
])
def test_bad_damage_effects_name_the_field(text: str, field: str) -> None:
    with pytest.raises(ScenarioError) as info:
        if text.startswith("replacement_order"):
            scenario(top=text)
        else:
            scenario(text)
    assert info.value.field == field


# --- release notes 2016, "Your order matters to us": planeswalker redirection ----------------

def _redirect_board(rules: str, extra: str) -> sim.GameState:
    text = (f'rules = "{rules}"\n[players.A]\n[players.B]\n'
            '[[permanents]]\nid = "jace"\ncontroller = "B"\ncard = "Jace Beleren"\n' + extra)
    return parse_scenario(tomllib.loads(text), "t.toml", cards.default_pool()).state.clone()


CASTIGATOR = '[[permanents]]\nid = "angel"\ncontroller = "B"\ncard = "Goldnight Castigator"\n'


def _pick(state: sim.GameState, *names: str) -> list[tuple[str, tuple[str, ...]]]:
    """Answer every pending choice with the first option whose name starts with one of
    ``names``, in that order of preference (else the first option); returns who was asked
    and among what."""
    asked = []
    while state.decision is not None:
        decision = state.decision
        assert decision.kind in CHOICES
        asked.append((decision.player, decision.options))
        options = decision.options
        pick = next((o for name in names for o in options if o.startswith(name)), options[0])
        state.apply(ChooseEffect(pick))
    return asked


@plays("If a source would deal damage to you, it deals double that damage to you instead.")
@pytest.mark.parametrize(("names", "jace_loyalty", "life"), [
    # redirection first, and A redirects: Jace is dealt 2, the doubling no longer applies
    (("planeswalker redirection to", "planeswalker redirection"), 1, 20),
    # Castigator first: 4, then A redirects all 4 to Jace (loyalty 3: 0 left)
    (("angel", "planeswalker redirection to"), 0, 20),
    # Castigator first, A keeps the damage on B: 4
    (("angel", "planeswalker redirection: keep"), 3, 16),
])
def test_castigator_and_planeswalker_redirection_2016(names: tuple[str, ...], jace_loyalty: int,
                                                      life: int) -> None:
    """CR 616.1 and 614.1a under the 2016 rules (with the planeswalker redirection later removed):
    Goldnight Castigator's release note: B orders its doubling and A's redirection; redirected
    first, Jace is dealt 2 and the doubling no longer applies; doubled first, 4 is redirected or
    kept on B."""
    state = _redirect_board("2016", CASTIGATOR)
    assert divided_damage(state, "Shock", "A", 2, {"B": 2}) is None  # B must choose
    asked = _pick(state, *names)
    assert [player for player, _ in asked] == ["B", "A"]
    assert state.decision is None and state.damage_work is None
    assert state.loyalty("jace") == jace_loyalty
    assert state.players["B"].life == life


def test_no_planeswalker_redirection_under_current_rules() -> None:
    state = _redirect_board("current", CASTIGATOR)
    dealt = divided_damage(state, "Shock", "A", 2, {"B": 2})
    assert dealt is not None and state.decision is None  # nothing to choose
    assert _pick(state, "planeswalker redirection to") == []
    assert [(e.target, e.amount) for e in dealt] == [("B", 4)]
    assert state.players["B"].life == 16 and state.loyalty("jace") == 3


def test_deflecting_palm_first_leaves_nothing_to_redirect_2016() -> None:
    """Deflecting Palm's release note: applied first, the damage is prevented (and dealt back
    to the source's controller), so the redirection no longer applies."""
    palm = ('[[damage_effects]]\nname = "palm"\nkind = "reflect"\nto = "B"\nsource = "Shock"\n'
            'once = true\ncontroller = "B"\n')
    state = _redirect_board("2016", palm)
    assert divided_damage(state, "Shock", "A", 2, {"B": 2}) is None
    asked = _pick(state, "palm", "planeswalker redirection to")
    assert asked[0] == ("B", ("palm", "planeswalker redirection"))
    assert state.players["B"].life == 20 and state.loyalty("jace") == 3
    assert state.players["A"].life == 18


def test_prevented_damage_offers_no_redirection_2016() -> None:
    """Deflecting Palm's release note, as decisions: once Palm (applied first) has prevented
    all the damage, the redirection no longer applies (614.5/616.1: only effects that still
    apply to the event are offered; 0 damage is no damage, 120.8), so A is not asked whether
    to redirect it. (Found while porting to the decision loop: ``candidate_effects`` offers
    the 2016 redirection without checking the amount, and A is asked to redirect 0 damage.)"""
    palm = ('[[damage_effects]]\nname = "palm"\nkind = "reflect"\nto = "B"\nsource = "Shock"\n'
            'once = true\ncontroller = "B"\n')
    state = _redirect_board("2016", palm)
    assert divided_damage(state, "Shock", "A", 2, {"B": 2}) is None
    state.apply(ChooseEffect("palm"))
    assert state.decision is None, f"asked after all the damage was prevented: {state.decision}"
    assert state.players["B"].life == 20 and state.players["A"].life == 18


def test_a_choice_after_direct_damage_is_legal_even_if_legal_actions_was_read() -> None:
    """``divided_damage`` outside the combat loop stops at the redirection decision; the
    choice offered must be legal whatever was read before. (Found while porting to the
    decision loop: ``sim.rules.replacement.deal`` sets the decision without bumping
    ``state.version``, so ``legal_actions()`` read earlier at the same version — nothing
    legal, no decision — is served from the cache and the offered choice is refused.)"""
    state = _redirect_board("2016", "")
    assert len(state.legal_actions()) == 0  # no decision yet
    assert divided_damage(state, "Shock", "A", 2, {"B": 2}) is None
    decision = state.decision
    assert decision is not None and decision.kind == DecisionKind.REDIRECT_DAMAGE
    assert [str(a) for a in state.legal_actions()] == [
        "replacement planeswalker redirection: keep",
        "replacement planeswalker redirection to jace"]
    state.apply(ChooseEffect("planeswalker redirection to jace"))
    assert state.loyalty("jace") == 1 and state.players["B"].life == 20


# --- every order all_orders lists is reachable through the decision interface --------------

class Replay(sim.DefaultAgent):
    """An agent that answers each replacement choice from a recorded list (option indices)."""

    def __init__(self, picks: list[int]) -> None:
        self.picks = picks

    def act(self, state: sim.GameState, decision: Decision, legal: LegalActions) -> Action:
        if decision.kind in CHOICES:
            return legal[self.picks.pop(0)]  # type: ignore[no-any-return]
        return super().act(state, decision, legal)


@settings(max_examples=60, deadline=None, derandomize=True)
@given(shields=st.lists(st.integers(1, 4), max_size=2), furnace=st.booleans(),
       plus=st.sampled_from([None, 1, 2]), power=st.integers(1, 4))
def test_every_enumerated_order_is_reachable(shields: list[int], furnace: bool,
                                             plus: int | None, power: int) -> None:
    extra = "".join(f'[[damage_effects]]\nname = "s{i}"\nkind = "prevent"\nto = "B"\n'
                    f"amount = {n}\n" for i, n in enumerate(shields))
    if plus is not None:
        extra += f'[[damage_effects]]\nname = "plus"\nkind = "plus"\nto = "B"\namount = {plus}\n'
    if furnace:
        extra += FURNACE
    sc = scenario(extra, power=power)
    outcomes = all_orders(sc.state, sc.agents())
    assert len({o.choices for o in outcomes}) == len(outcomes)
    for o in outcomes:
        agents = sc.agents()
        replay = agents["B"] = Replay(list(o.choices))
        state = sc.state.clone()
        sim.run_combat(state, agents)
        assert replay.picks == []  # every recorded choice was asked for
        assert state.players["B"].life == o.state.players["B"].life
        assert [e.amount for e in state.damage_effects] == \
            [e.amount for e in o.state.damage_effects]
        # damage is never lost: what B lost is what reached B after every effect
        dealt = sum(e["amount"] for e in state.events
                    if e["kind"] == "damage" and e["target"] == "B")
        assert 20 - state.players["B"].life == dealt


# --- prevention primitives and static prevention (CR 615) ------------------------------------

def _card(name: str, text: str, power: int | None = None, toughness: int | None = None,
          types: tuple[str, ...] = ("Creature",)) -> sim.CardDef:
    fields: dict[str, object] = {"name": name, "text": text, "types": [t.lower() for t in types]}
    if power is not None:
        fields.update(power=power, toughness=toughness)
    return build_card(fields, lambda f, m: ValueError(f"{f}: {m}"))


URZAS_ARMOR = _card("Urza's Armor", "If a source would deal damage to you, prevent 1 of that "
                    "damage.", types=("Artifact",))
SERAPH = _card("Seraph of the Sword", "Flying\nPrevent all combat damage that would be dealt to "
               "this creature.", 3, 3)
CHO_MANNO = _card("Cho-Manno, Revolutionary", "Prevent all damage that would be dealt to "
                  "Cho-Manno, Revolutionary.", 2, 2)
ABSORBER = _card("Absorber", "If a source would deal damage to this creature, prevent 2 of "
                 "that damage.", 1, 5)


def _board(*extra: sim.Permanent) -> sim.GameState:
    return board(creature("a1", "A", 3, 3), creature("a2", "A", 5, 5), *extra)


def _hit(state: sim.GameState, *events: tuple[str, str, int, bool]) -> list[tuple[str, int]]:
    """Deal the events (source, target, amount, combat), choosing the first option whenever a
    player must order effects; what was dealt."""
    deal(state, [sim.DamageEvent(s, t, n, "A", combat=c) for s, t, n, c in events])
    while state.decision is not None:
        state.apply(state.legal_actions()[0])
    return [(e.target, e.amount) for e in state.events if e.kind == "damage"]


def test_prevent_next_is_a_shield_used_up_across_events() -> None:
    """CR 615.7: "prevent the next 3 damage" prevents 3 in all, then ends; an event bigger than
    what is left is reduced by what is left."""
    state = _board()
    shield = prevent_next(state, "B", 3, description="Healing Salve")
    assert shield in state.damage_effects and shield.description == "Healing Salve"
    assert _hit(state, ("a1", "B", 2, True)) == []
    assert [e.amount for e in state.damage_effects] == [1]
    assert _hit(state, ("a1", "B", 2, False)) == [("B", 1)]
    assert state.damage_effects == [] and state.players["B"].life == 19


def test_prevent_next_from_one_source_only() -> None:
    state = _board()
    prevent_next(state, "B", 10, source="a2")
    assert _hit(state, ("a1", "B", 3, True), ("a2", "B", 5, True)) == [("B", 3)]
    assert [e.amount for e in state.damage_effects] == [5]


def test_this_turn_shields_and_fogs_end_at_cleanup() -> None:
    """CR 514.2: unused "this turn" prevention effects end in the cleanup step; ``clone``
    keeps its own list."""
    state = _board()
    prevent_next(state, "B", 2)
    prevent_all_combat_damage(state)
    copy = state.clone()
    state.end_turn()
    assert state.damage_effects == [] and len(copy.damage_effects) == 2
    assert _hit(state, ("a1", "B", 3, True)) == [("B", 3)]


def test_a_fog_prevents_all_combat_damage_and_nothing_else() -> None:
    """Fog: "Prevent all combat damage that would be dealt this turn" — to players and
    creatures alike, every event, all turn; noncombat damage is dealt, and so is damage that
    can't be prevented (615.12)."""
    state = _board(creature("b1", "B", 2, 2))
    prevent_all_combat_damage(state, "Fog")
    assert _hit(state, ("a1", "B", 3, True), ("a2", "b1", 5, True), ("b1", "a1", 2, True)) == []
    assert len(state.damage_effects) == 1  # not used up
    assert _hit(state, ("a1", "B", 3, False)) == [("B", 3)]
    unstoppable = _board(creature("u", "A", 4, 4, Kw.UNPREVENTABLE))
    prevent_all_combat_damage(unstoppable)
    assert _hit(unstoppable, ("u", "B", 4, True), ("a1", "B", 3, True)) == [("B", 4)]


def test_a_fog_in_a_whole_combat() -> None:
    state = _board(creature("b1", "B", 2, 2))
    prevent_all_combat_damage(state)
    sim.run_combat(state, Recorder({"a1": "B", "a2": "B"}, {"b1": "a1"}))
    assert state.players["B"].life == 20
    assert state.permanents["b1"].damage == 0 and state.permanents["a1"].damage == 0


def test_urzas_armor_prevents_one_of_each_damage_event_to_you() -> None:
    """Urza's Armor: "If a source would deal damage to you, prevent 1 of that damage." A static
    prevention effect: 1 from each event (not a shield used up), only damage to its
    controller, combat or not."""
    state = _board(sim.Permanent("armor", "B", URZAS_ARMOR), creature("b1", "B", 2, 2))
    assert _hit(state, ("a1", "B", 3, True), ("a2", "B", 5, True), ("a1", "b1", 1, True)) \
        == [("B", 2), ("B", 4), ("b1", 1)]
    assert len(_hit(state, ("a1", "B", 1, False))) == 3  # the 1 was prevented: no new event
    assert state.players["B"].life == 14
    assert _hit(state, ("a1", "A", 2, False))[-1] == ("A", 2)  # not its controller


def test_two_urzas_armors_prevent_two() -> None:
    """Each static ability applies to each event once (614.5); the affected player orders
    them (616.1), and both apply either way."""
    armor2 = sim.Permanent("armor2", "B", URZAS_ARMOR)
    state = _board(sim.Permanent("armor", "B", URZAS_ARMOR), armor2)
    deal(state, [sim.DamageEvent("a2", "B", 5, "A")])
    assert state.decision is not None and state.decision.kind == DecisionKind.ORDER_REPLACEMENTS
    assert state.decision.player == "B"
    assert set(state.decision.options) == {"armor: prevent 1 damage to you",
                                           "armor2: prevent 1 damage to you"}
    state.apply(ChooseEffect("armor2: prevent 1 damage to you"))
    assert state.decision is None
    assert state.players["B"].life == 17


@plays("If a source would deal damage to you, prevent 1 of that damage.")
def test_urzas_armor_in_a_whole_combat() -> None:
    """CR 615.1a and 614.5: Urza's Armor's static prevention applies once to each damage event to
    its controller: of the 3 and 5 combat damage, 1 each is prevented, B loses 6."""
    state = _board(sim.Permanent("armor", "B", URZAS_ARMOR))
    sim.run_combat(state, Recorder({"a1": "B", "a2": "B"}))
    assert state.players["B"].life == 20 - 2 - 4


@plays("If a source would deal damage to this creature, prevent 2 of that damage.")
def test_prevent_n_to_this_creature() -> None:
    """CR 615.1a and 702.64a (absorb's wording): 'if a source would deal damage to this creature,
    prevent 2 of that damage' applies to each event dealt to it (3 becomes 1, 1 becomes 0), not to
    damage to its controller."""
    state = _board(sim.Permanent("abs", "B", ABSORBER))
    assert _hit(state, ("a1", "abs", 3, True), ("a2", "abs", 1, False), ("a1", "B", 3, True)) \
        == [("abs", 1), ("B", 3)]
    assert state.permanents["abs"].damage == 1


@plays("Prevent all combat damage that would be dealt to this creature.")
def test_seraph_of_the_sword_prevents_combat_damage_to_itself_only() -> None:
    """CR 615.1a: Seraph of the Sword's 'prevent all combat damage that would be dealt to this
    creature': combat damage to it is prevented, noncombat damage is not, and damage to other
    creatures is not."""
    state = _board(sim.Permanent("seraph", "B", SERAPH), creature("b1", "B", 2, 2))
    assert state.has("seraph", Kw.FLYING)
    assert _hit(state, ("a2", "seraph", 5, True), ("a1", "b1", 3, True)) == [("b1", 3)]
    assert _hit(state, ("a1", "seraph", 2, False))[-1] == ("seraph", 2)
    assert state.permanents["seraph"].damage == 2


@plays("Prevent all damage that would be dealt to Cho-Manno, Revolutionary.")
def test_cho_manno_prevents_all_damage_to_itself() -> None:
    """CR 615.1a and 201.5: 'prevent all damage that would be dealt to Cho-Manno, Revolutionary'
    (its name meaning itself): combat or not, it is dealt nothing, and deals its 2 to the creature
    it blocks."""
    state = _board(sim.Permanent("cho", "B", CHO_MANNO))
    assert _hit(state, ("a2", "cho", 5, True), ("a1", "cho", 3, False)) == []
    sim.run_combat(state, Recorder({"a1": "B"}, {"cho": "a1"}))
    assert state.permanents["cho"].damage == 0 and state.permanents["a1"].damage == 2


UNMERCIFUL = _card("Unmerciful", "Damage can't be prevented.", types=("Enchantment",))


@plays("Damage can't be prevented.")
def test_damage_cant_be_prevented_switches_off_prevention() -> None:
    """CR 615.12: while damage can't be prevented, prevention effects still apply but prevent
    nothing: Urza's Armor prevents none of the 5 to B, Cho-Manno is dealt the 3 of the
    creature it blocks and dies, and a Fog leaves combat damage as it is."""
    state = _board(sim.Permanent("armor", "B", URZAS_ARMOR), sim.Permanent("cho", "B", CHO_MANNO),
                   sim.Permanent("rule", "A", UNMERCIFUL))
    sim.run_combat(state, Recorder({"a1": "B", "a2": "B"}, {"cho": "a1"}))
    assert state.players["B"].life == 15
    assert state.permanents["cho"].zone is sim.Zone.GRAVEYARD
    fogged = _board(sim.Permanent("rule", "B", UNMERCIFUL))
    prevent_all_combat_damage(fogged, "Fog")
    sim.run_combat(fogged, Recorder({"a1": "B", "a2": "B"}))
    assert fogged.players["B"].life == 12
