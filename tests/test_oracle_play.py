"""Oracle clauses played in a game (issue 11's rule: every supported clause pattern has a test
that plays it). Each test puts the clause on a card as Oracle text — a bundled card, or an
inline card read by ``sim.text.oracle`` — plays the combat through the engine's decisions, and
asserts what the clause decides: a declaration refused or forced, damage dealt or changed, a
trigger resolving. Clauses played by other test files carry their ``@plays`` there."""

from __future__ import annotations

from typing import Any

import pytest
from boards import planeswalker
from played import plays
from test_stack import blocks, card, events, finish, game, legal, perm, play, to, zone

from sim import CardDef, GameState, Permanent, Step
from sim.model.events import CardDrawn
from sim.model.objects import Zone

#: wordings the compiler reads as another ability's flag: an effect's "this turn" printed on a
#: card, and "blocks each turn" read as "each combat" (the same with one combat). They are
#: played, and the card lists them as read approximately (``sim.text.render``), never ``full``.
APPROXIMATE = frozenset({"Attacks this turn if able.", "Blocks this turn if able.",
                         "Blocks each turn if able.", "Must be blocked this turn if able."})


def creature(text: str = "", power: int = 2, toughness: int = 2, name: str = "Testling",
             **fields: Any) -> CardDef:
    """An inline creature whose Oracle text is ``text`` (read by ``sim.text.oracle``)."""
    card_def = card(name, power=power, toughness=toughness,
                    **({"text": text} if text else {}), **fields)
    expected = (text,) if text in APPROXIMATE else ()
    assert card_def.unsupported == expected, card_def.unsupported
    return card_def


def bears(pid: str, controller: str, **kw: Any) -> Permanent:
    return perm(pid, controller, "Grizzly Bears", **kw)


def attacks(*objects: Permanent, mana: dict[str, str] | None = None) -> list[str]:
    """The legal attack declarations of A (the active player)."""
    state = game(*objects, mana=mana)
    to(state, "declare_attackers")
    return legal(state)


def block_options(attack: str, *objects: Permanent) -> list[str]:
    """The legal block declarations once A has declared ``attack``."""
    state = game(*objects)
    to(state, "declare_attackers").apply(f"attack {attack}")
    to(state, "declare_blockers")
    return legal(state)


def fight(attacker: Permanent, blocker: Permanent | None = None) -> GameState:
    """``attacker`` (id a1) attacks B, blocked by ``blocker`` (id b1) if given; played out."""
    state = game(attacker, *([blocker] if blocker else []))
    return finish(blocks(state, "a1=B", "b1=a1" if blocker else None))


# --- attack restrictions and requirements (CR 508.1c-d) --------------------------------------

@plays("Can't attack.", "Can't attack or block.")
@pytest.mark.parametrize("text", ["Can't attack.", "Can't attack or block."])
def test_cant_attack(text: str) -> None:
    """CR 508.1c: 'can't attack' is a restriction on the attack declaration: the creature is never
    among the attackers offered, the Bears still are."""
    assert attacks(perm("a1", "A", creature(text)), bears("a2", "A")) == \
        ["attack none", "attack a2=B"]


@plays("Can't attack alone.", "Can't attack or block alone.",
       "This creature can't attack or block alone.")
@pytest.mark.parametrize("text", ["Can't attack alone.", "Can't attack or block alone.",
                                  "This creature can't attack or block alone."])
def test_cant_attack_alone(text: str) -> None:
    """CR 508.1c: 'can't attack alone' is a restriction: the creature may attack only beside another
    attacker, so 'attack a1=B' alone is not offered, with the Bears it is."""
    assert attacks(perm("a1", "A", creature(text)), bears("a2", "A")) == \
        ["attack none", "attack a2=B", "attack a1=B a2=B"]


@plays("Can only attack alone.")
def test_can_only_attack_alone() -> None:
    """CR 508.1c: 'can only attack alone' restricts the declaration to it attacking by itself: it
    never attacks beside the Bears."""
    assert attacks(perm("a1", "A", creature("Can only attack alone.")), bears("a2", "A")) == \
        ["attack none", "attack a2=B", "attack a1=B"]


@plays("Attacks each combat if able.", "Attacks each turn if able.",
       "Attacks this turn if able.", "This creature attacks each combat if able.")
@pytest.mark.parametrize("text", ["Attacks each combat if able.", "Attacks each turn if able.",
                                  "Attacks this turn if able.",
                                  "This creature attacks each combat if able."])
def test_attacks_if_able(text: str) -> None:
    """CR 508.1d: 'attacks each combat if able' is a requirement: every declaration that leaves the
    untapped, able creature home disobeys it, so each one offered includes it."""
    assert attacks(perm("a1", "A", creature(text)), bears("a2", "A")) == \
        ["attack a1=B", "attack a1=B a2=B"]


@plays("All creatures attack each combat if able.")
def test_grand_melee_makes_every_creature_attack() -> None:
    """CR 508.1d: Grand Melee puts the requirement on all creatures: both Bears must attack, so the
    one declaration offered has both."""
    assert attacks(bears("a1", "A"), bears("a2", "A"), perm("m", "B", "Grand Melee")) == \
        ["attack a1=B a2=B"]


@plays("Haste")
def test_haste_lets_a_summoning_sick_creature_attack() -> None:
    """CR 302.6, 508.1a and 702.10b: a creature that hasn't been controlled continuously since the
    turn began can't attack unless it has haste; of two such creatures only the one with haste is
    offered."""
    assert attacks(perm("a1", "A", creature("Haste"), sick=True), bears("a2", "A", sick=True)) \
        == ["attack none", "attack a1=B"]


@plays("Defender")
def test_defender_cant_attack_but_blocks() -> None:
    """CR 702.3b: a creature with defender can't attack (no declaration offers it) but blocks as any
    creature does."""
    assert attacks(perm("a1", "A", creature("Defender"))) == ["attack none"]
    assert block_options("a1=B", bears("a1", "A"), perm("b1", "B", creature("Defender"))) == \
        ["block none", "block b1=a1"]


@plays("{T}: Add {G}.")
def test_a_mana_creature_pays_an_attack_tax() -> None:
    """CR 508.1g-i and 605.3a: Ghostly Prison's {2} per attacker is a cost to attack, payable with
    mana abilities activated during the declaration; with {1} in the pool A can attack only with the
    mana creature's {G} added (it doesn't attack itself), and without it A can't attack at all."""
    florahedron = creature("{T}: Add {G}.", 1, 1, name="Tangled Florahedron")
    prison = perm("gp", "B", "Ghostly Prison")
    assert attacks(bears("a1", "A"), perm("f", "A", florahedron), prison, mana={"A": "{1}"}) \
        == ["attack none", "attack a1=B"]
    assert attacks(bears("a1", "A"), prison, mana={"A": "{1}"}) == ["attack none"]


@plays("Enchanted creature gets +3/+0 and can only attack alone.")
def test_errantry_pumps_and_makes_its_creature_attack_alone() -> None:
    """CR 613.4c and 508.1c: Errantry's static ability gives the enchanted Bears +3/+0 (a 5/2) and
    the restriction 'can only attack alone', so it never attacks beside the other Bears."""
    state = game(bears("a1", "A"), bears("a2", "A"), perm("e", "A", "Errantry", attached_to="a1"))
    assert (state.power("a1"), state.toughness("a1")) == (5, 2)
    to(state, "declare_attackers")
    assert legal(state) == ["attack none", "attack a2=B", "attack a1=B"]


# --- block restrictions and requirements (CR 509.1b-c) ---------------------------------------

@plays("Can't block.", "This creature can't block.", "Can't attack or block.")
@pytest.mark.parametrize("text", ["Can't block.", "This creature can't block.",
                                  "Can't attack or block."])
def test_cant_block(text: str) -> None:
    """CR 509.1b: 'can't block' is a restriction on the block declaration: the only declaration
    offered is no block."""
    assert block_options("a1=B", bears("a1", "A"), perm("b1", "B", creature(text))) == \
        ["block none"]


@plays("Can't block alone.", "Can't attack or block alone.")
@pytest.mark.parametrize("text", ["Can't block alone.", "Can't attack or block alone."])
def test_cant_block_alone(text: str) -> None:
    """CR 509.1b: 'can't block alone' lets the creature block only beside another blocker: it is
    offered with the Bears, never by itself."""
    assert block_options("a1=B", bears("a1", "A"), perm("b1", "B", creature(text)),
                         bears("b2", "B")) == ["block none", "block b2=a1", "block b1=a1 b2=a1"]


@plays("Blocks each combat if able.", "Blocks each turn if able.", "Blocks this turn if able.",
       "This creature blocks each combat if able.")
@pytest.mark.parametrize("text", ["Blocks each combat if able.", "Blocks each turn if able.",
                                  "Blocks this turn if able.",
                                  "This creature blocks each combat if able."])
def test_blocks_if_able(text: str) -> None:
    """CR 509.1c: 'blocks each combat if able' is a requirement: the creature able to block must, so
    the one declaration offered has it blocking."""
    assert block_options("a1=B", bears("a1", "A"), perm("b1", "B", creature(text))) == \
        ["block b1=a1"]


@plays("All creatures block each combat if able.")
def test_grand_melee_makes_every_creature_block() -> None:
    """CR 509.1c: Grand Melee's 'all creatures block each combat if able' is a requirement on B's
    Bears: it must block."""
    assert block_options("a1=B", bears("a1", "A"), bears("b1", "B"),
                         perm("m", "A", "Grand Melee")) == ["block b1=a1"]


@plays("All creatures block each combat if able.",
       "The attacking player chooses how each creature blocks each combat.")
def test_invasion_plans_the_attacking_player_declares_the_blocks() -> None:
    """CR 509.1 and 101.1: Invasion Plans overrides who declares blockers: the attacking player A
    makes B's block declaration, which still obeys the requirements (509.1c) Grand Melee imposes, so
    both Bears block."""
    state = game(bears("a1", "A"), bears("b1", "B"), bears("b2", "B"),
                 perm("p", "A", "Invasion Plans"))
    to(state, "declare_attackers").apply("attack a1=B")
    to(state, "declare_blockers")
    assert state.decision is not None and state.decision.player == "A"
    assert legal(state) == ["block b1=a1 b2=a1"]


@plays("All creatures able to block this do so.",
       "All creatures able to block this creature do so.")
@pytest.mark.parametrize("text", ["All creatures able to block this do so.",
                                  "All creatures able to block this creature do so."])
def test_lure(text: str) -> None:
    """CR 509.1c: 'all creatures able to block this do so' is a requirement on every creature of the
    defending player: the Bears must block the lure rather than the other attacker or nothing."""
    assert block_options("a1=B a2=B", perm("a1", "A", creature(text)), bears("a2", "A"),
                         bears("b1", "B")) == ["block b1=a1"]


@plays("Must be blocked if able.", "Must be blocked this turn if able.")
@pytest.mark.parametrize("text", ["Must be blocked if able.", "Must be blocked this turn if able."])
def test_must_be_blocked(text: str) -> None:
    """CR 509.1c: 'must be blocked if able' is a requirement the defending player obeys by blocking
    it with at least one creature; the other Bears may block anything or nothing."""
    got = block_options("a1=B a2=B", perm("a1", "A", creature(text)), bears("a2", "A"),
                        bears("b1", "B"), bears("b2", "B"))
    assert sorted(got) == sorted(["block b1=a1", "block b2=a1", "block b1=a1 b2=a1",
                                  "block b1=a1 b2=a2", "block b1=a2 b2=a1"])


@plays("Can't be blocked.", "Can't be blocked except by two or more creatures.",
       "Can't be blocked except by three or more creatures.",
       "Can't be blocked by more than one creature.")
@pytest.mark.parametrize(("text", "sizes"), [
    ("Can't be blocked.", set()),
    ("Can't be blocked except by two or more creatures.", {2, 3}),
    ("Can't be blocked except by three or more creatures.", {3}),
    ("Can't be blocked by more than one creature.", {1}),
])
def test_how_many_may_block(text: str, sizes: set[int]) -> None:
    """CR 509.1b: restrictions on the number of blockers: 'can't be blocked' (no block), 'except by
    two or three or more creatures' (the block needs that many), 'by more than one creature' (one at
    most)."""
    got = block_options("a1=B", perm("a1", "A", creature(text)), bears("b1", "B"),
                        bears("b2", "B"), bears("b3", "B"))
    assert "block none" in got
    assert {len(a.split()) - 1 for a in got if a != "block none"} == sizes


@plays("No more than one creature can block each combat.")
def test_silent_arbiter_one_blocker() -> None:
    """CR 509.1b: Silent Arbiter's 'no more than one creature can block each combat' is a
    restriction on the whole declaration: one of B's Bears blocks, or none."""
    assert block_options("a1=B", bears("a1", "A"), bears("b1", "B"), bears("b2", "B"),
                         perm("sa", "B", "Silent Arbiter", tapped=True)) == \
        ["block none", "block b2=a1", "block b1=a1"]


@plays("Can block only creatures with flying.",
       "This creature can block only creatures with flying.")
@pytest.mark.parametrize("text", ["Can block only creatures with flying.",
                                  "This creature can block only creatures with flying."])
def test_blocks_only_flyers(text: str) -> None:
    """CR 509.1b: 'can block only creatures with flying' is a restriction on the blocker: with reach
    it blocks the flying Bird, never the Bears."""
    bird = creature("Flying", 1, 1, name="Bird")
    assert block_options("a1=B a2=B", perm("a1", "A", bird), bears("a2", "A"),
                         perm("b1", "B", creature(f"Reach\n{text}"))) == \
        ["block none", "block b1=a1"]


@plays("Can block an additional creature each combat.", "Can block any number of creatures.")
@pytest.mark.parametrize(("text", "most"), [("Can block an additional creature each combat.", 2),
                                            ("Can block any number of creatures.", 3)])
def test_blocks_more_than_one(text: str, most: int) -> None:
    """CR 509.1a-b: a creature blocks one attacker unless an effect lets it block more: 'an
    additional creature' lets it block two attackers, 'any number of creatures' all three."""
    got = block_options("a1=B a2=B a3=B", bears("a1", "A"), bears("a2", "A"), bears("a3", "A"),
                        perm("b1", "B", creature(text)))
    assert max(a.count("+") + 1 for a in got if a != "block none") == most
    assert "block b1=a1+a3" in got


@plays("This creature can't be blocked by Walls.")
def test_juggernaut_cant_be_blocked_by_walls() -> None:
    """CR 509.1b: Juggernaut's 'can't be blocked by Walls' is an evasion restriction: the Wall can't
    block it, the Bears can."""
    wall = card("Wall", power=0, toughness=4, subtypes=["Wall"], text="Defender")
    assert block_options("a1=B", perm("a1", "A", "Juggernaut"), perm("b1", "B", wall),
                         bears("b2", "B")) == ["block none", "block b2=a1"]


@plays("{2}{R}: Target creature can't block this creature this turn.")
def test_burning_tree_bloodscale_stops_a_blocker() -> None:
    """CR 602.2 and 509.1b: the activated ability resolves before blocks and gives its target the
    restriction 'can't block this creature this turn': the targeted Bears can't block it, the other
    can."""
    state = game(perm("a1", "A", "Burning-Tree Bloodscale"), bears("b1", "B"), bears("b2", "B"),
                 mana={"A": "{2}{R}"})
    to(state, "declare_attackers").apply("attack a1=B")
    to(state, "priority", Step.DECLARE_ATTACKERS, "A")
    play(state, "activate a1 0", "target b1")
    to(state, "declare_blockers")
    assert legal(state) == ["block none", "block b2=a1"]


@plays("{X}{R}: This turn, creatures can't block unless their controller pays {X} for each "
       "blocking creature they control.")
def test_war_cadence_x1_without_mana_left_no_creature_can_block() -> None:
    """CR 509.1c-d: War Cadence with X=1 makes each block cost {1}; B has no mana left, and a
    requirement never forces a cost to be paid (509.1c), so its creature that blocks each combat if
    able can't block, and the only declaration is no block."""
    must = perm("b1", "B", creature("Blocks each combat if able."))
    state = game(perm("a1", "A", "Hill Giant"), must, perm("w1", "B", "War Cadence"),
                 mana={"B": "{1}{R}"})
    to(state, "declare_attackers").apply("attack a1=B")
    to(state, "priority", Step.DECLARE_ATTACKERS, "B")
    play(state, "activate w1 0", "x 1")
    to(state, "declare_blockers")
    assert legal(state) == ["block none"]


def test_war_cadence_tax_with_block_requirements_counts_the_payable_blocks() -> None:
    """Twelve creatures that block each combat if able (every other one can't block alone)
    against three attackers, under War Cadence with X=1 and {2} left: blocking costs {1} per
    blocker, which the requirements never force (CR 509.1c), so the legal blocks are those
    with at most two blockers that obey the restrictions: none, one creature able to block
    alone on one attacker (6 x 3), or any two creatures each on any attacker (66 x 9). The
    engine finds them without walking the 4^12 unpayable combinations."""
    must = [perm(f"b{i}", "B", creature("Blocks each combat if able."
                                        + (" This creature can't block alone." if i % 2 else "")))
            for i in range(12)]
    state = game(*(perm(f"a{i}", "A", "Hill Giant") for i in (1, 2, 3)), *must,
                 perm("w1", "B", "War Cadence"), mana={"B": "{3}{R}"})
    to(state, "declare_attackers").apply("attack a1=B a2=B a3=B")
    to(state, "priority", Step.DECLARE_ATTACKERS, "B")
    play(state, "activate w1 0", "x 1")
    to(state, "declare_blockers")
    listed = state.legal_actions()
    assert listed.count() == 1 + 6 * 3 + 66 * 9
    assert all(len(a.declaration) <= 2 for a in listed)  # type: ignore[attr-defined]


# --- evasion keywords (CR 702) ---------------------------------------------------------------

@plays("Flying", "Reach")
def test_flying_is_blocked_only_by_flying_or_reach() -> None:
    """CR 702.9b and 702.17b: a creature with flying can't be blocked except by creatures with
    flying and/or reach: the creature with reach may block it, the Bears can't."""
    assert block_options("a1=B", perm("a1", "A", creature("Flying")), bears("b1", "B"),
                         perm("b2", "B", creature("Reach"))) == ["block none", "block b2=a1"]


@plays("Menace")
def test_menace_needs_two_blockers() -> None:
    """CR 702.111b: a creature with menace can't be blocked except by two or more creatures: both
    Bears block it, or none."""
    assert block_options("a1=B", perm("a1", "A", creature("Menace")), bears("b1", "B"),
                         bears("b2", "B")) == ["block none", "block b1=a1 b2=a1"]


@plays("Islandwalk")
def test_islandwalk() -> None:
    """CR 702.14c: a creature with islandwalk can't be blocked as long as the defending player
    controls an Island; without one, the Bears may block it."""
    island = perm("i1", "B", card("Island", types=["Land"], subtypes=["Island"],
                                  supertypes=["Basic"]))
    walker = creature("Islandwalk")
    assert block_options("a1=B", perm("a1", "A", walker), bears("b1", "B"), island) == \
        ["block none"]
    assert block_options("a1=B", perm("a1", "A", walker), bears("b1", "B")) == \
        ["block none", "block b1=a1"]


@plays("Fear", "Intimidate", "Shadow", "Horsemanship", "Skulk")
@pytest.mark.parametrize(("keyword", "blockers"), [
    ("Fear", {"b3"}),  # artifact and/or black creatures (702.36b)
    ("Intimidate", {"b3"}),  # artifact creatures and creatures sharing a color (702.13b)
    ("Shadow", {"b2"}),  # only creatures with shadow (702.28b)
    ("Horsemanship", {"b2"}),  # only creatures with horsemanship (702.31b)
    ("Skulk", {"b1", "b3"}),  # not by creatures with greater power (702.118b)
])
def test_evasion(keyword: str, blockers: set[str]) -> None:
    """CR 702.36b (fear: artifact and/or black blockers only), 702.13b (intimidate: artifact
    creatures and creatures sharing a color), 702.28b (shadow: only creatures with shadow block it),
    702.31b (horsemanship: only creatures with horsemanship) and 702.118b (skulk: not by creatures
    with greater power): a black 2/2 with the keyword against a green 2/2, a colorless 3/3 with the
    keyword and a colorless 2/2 artifact creature."""
    attacker = creature(keyword, name="Evader", colors=["B"])
    got = block_options("a1=B", perm("a1", "A", attacker), bears("b1", "B"),
                        perm("b2", "B", creature(keyword, 3, 3, name="Same")),
                        perm("b3", "B", card("Myr", power=2, toughness=2,
                                             types=["Artifact", "Creature"])))
    assert {a.split()[1].split("=")[0] for a in got if a != "block none"} == blockers


# --- combat damage ----------------------------------------------------------------------------

@plays("Indestructible")
def test_indestructible_survives_lethal_damage() -> None:
    """CR 702.12b: a permanent with indestructible isn't destroyed by lethal damage (704.5g): it
    keeps the 5 damage marked on it and stays."""
    state = fight(perm("a1", "A", creature("Indestructible")),
                  perm("b1", "B", creature(power=5, toughness=5, name="Big")))
    assert state.outcome().died == () and state.permanents["a1"].damage == 5


@plays("Infect")
def test_infect_gives_poison_and_minus_counters() -> None:
    """CR 702.90b-c and 120.3b, 120.3d: damage from a source with infect gives a player poison
    counters instead of life loss, and a creature -1/-1 counters instead of marked damage."""
    unblocked = fight(perm("a1", "A", creature("Infect")))
    assert unblocked.outcome().life["B"] == 20 and unblocked.outcome().poison["B"] == 2
    blocked = fight(perm("a1", "A", creature("Infect")),
                    perm("b1", "B", creature(power=1, toughness=4, name="Wall")))
    assert blocked.permanents["b1"].counters == {"-1/-1": 2}
    assert blocked.permanents["b1"].damage == 0


@plays("Wither")
def test_wither_gives_minus_counters() -> None:
    """CR 702.80a and 120.3d: damage dealt to a creature by a source with wither isn't marked: it
    becomes that many -1/-1 counters."""
    state = fight(perm("a1", "A", creature("Wither")),
                  perm("b1", "B", creature(power=1, toughness=4, name="Wall")))
    assert state.permanents["b1"].counters == {"-1/-1": 2} and state.permanents["b1"].damage == 0


@plays("Assigns combat damage equal to its toughness rather than its power.")
def test_assigns_combat_damage_equal_to_its_toughness() -> None:
    """CR 510.1a: a creature assigns combat damage equal to its power unless an effect says
    otherwise; this 0/4 assigns its toughness, 4, to the player."""
    text = "Assigns combat damage equal to its toughness rather than its power."
    assert fight(perm("a1", "A", creature(text, 0, 4))).outcome().life["B"] == 16


@plays("May assign its combat damage as though it weren't blocked.",
       "You may have this creature assign its combat damage as though it weren't blocked.")
@pytest.mark.parametrize("text", [
    "May assign its combat damage as though it weren't blocked.",
    "You may have this creature assign its combat damage as though it weren't blocked."])
def test_assigns_as_though_unblocked(text: str) -> None:
    """CR 510.1c: a blocked creature assigns its damage to its blockers, unless an ability lets it
    assign as though it weren't blocked: the choice is all 4 to the blocker or all 4 to the player
    it attacks."""
    state = game(perm("a1", "A", creature(text, 4, 4)), bears("b1", "B"))
    blocks(state, "a1=B", "b1=a1")
    to(state, "assign_combat_damage")
    assert legal(state) == ["assign a1: b1=4", "assign a1: B=4"]
    finish(play(state, "assign a1: B=4"))
    assert state.outcome().life["B"] == 16 and state.permanents["b1"].damage == 0


@plays("Trample over planeswalkers")
def test_trample_over_planeswalkers_reaches_the_controller() -> None:
    """CR 702.19c: a 5/5 with trample over planeswalkers attacking a 2-loyalty planeswalker, blocked
    by a 2/2, assigns lethal damage to the blocker and damage equal to the loyalty to the
    planeswalker, and the excess to its controller; with plain trample the excess can't go to the
    controller (702.19f)."""
    for text, reaches in (("Trample over planeswalkers", True), ("Trample", False)):
        state = game(perm("a1", "A", creature(text, 5, 5)), bears("b1", "B"),
                     planeswalker("j", "B", 2))
        to(state, "declare_attackers").apply("attack a1=j")
        to(state, "declare_blockers").apply("block b1=a1")
        to(state, "assign_combat_damage")
        assert ("assign a1: B=1 b1=2 j=2" in legal(state)) is reaches


@plays("Damage that would be dealt by this creature can't be prevented.")
def test_unpreventable_damage_goes_through_protection() -> None:
    """CR 702.16e and 615.12: protection from red prevents the red creature's damage to the Knight,
    unless that damage can't be prevented: then the Knight is dealt 3 and dies."""
    red = {"colors": ["R"], "name": "Brute"}
    knight = perm("b1", "B", creature("Protection from red", 1, 3, name="Knight"))
    state = fight(perm("a1", "A", creature("", 3, 3, **red)), knight)
    assert state.outcome().died == () and state.permanents["b1"].damage == 0  # prevented
    text = "Damage that would be dealt by this creature can't be prevented."
    state = fight(perm("a1", "A", creature(text, 3, 3, **red)),
                  perm("b1", "B", creature("Protection from red", 1, 3, name="Knight")))
    assert state.outcome().died == ("b1",)


@plays("Rampage 2", "This creature can't be blocked except by three or more creatures.")
def test_gorilla_berserkers_rampage_with_three_blockers() -> None:
    """CR 702.23a: +2/+2 for each blocker beyond the first: a 6/7; 3 tramples over."""
    state = game(perm("a1", "A", "Gorilla Berserkers"), bears("b1", "B"), bears("b2", "B"),
                 bears("b3", "B"))
    to(state, "declare_attackers").apply("attack a1=B")
    to(state, "declare_blockers")
    assert legal(state) == ["block none", "block b1=a1 b2=a1 b3=a1"]
    play(state, "block b1=a1 b2=a1 b3=a1")
    to(state, "assign_combat_damage")
    assert (state.power("a1"), state.toughness("a1")) == (6, 7)
    finish(play(state, "assign a1: B=0 b1=2 b2=2 b3=2"))
    assert state.outcome().life["B"] == 20 and state.permanents["a1"].damage == 6


@plays("If a source would deal damage to this creature, it deals double that damage to this "
       "creature instead.")
def test_goldnight_castigator_takes_double_damage() -> None:
    """CR 614.1a: 'it deals double that damage to this creature instead' is a replacement effect:
    the 3/3 Ogre's 3 combat damage to the Castigator becomes 6."""
    state = fight(perm("a1", "A", creature(power=3, toughness=3, name="Ogre")),
                  perm("b1", "B", "Goldnight Castigator"))
    assert state.permanents["b1"].damage == 6 and state.outcome().died == ("a1",)


@plays("As long as this creature is untapped, all creatures attacking you get -1/-0.",
       "This creature blocks each combat if able.")
@pytest.mark.parametrize(("tapped", "power", "options"), [
    (False, 1, ["block w=a1"]), (True, 2, ["block none"])])
def test_watchdog_shrinks_attackers_while_untapped(tapped: bool, power: int,
                                                   options: list[str]) -> None:
    """CR 611.3a, 613.4c and 509.1c: Watchdog's -1/-0 to creatures attacking its controller applies
    only while its condition (it is untapped) holds, and untapped it must block; tapped, neither
    applies."""
    state = game(bears("a1", "A"), perm("w", "B", "Watchdog", tapped=tapped))
    to(state, "declare_attackers").apply("attack a1=B")
    to(state, "declare_blockers")
    assert state.power("a1") == power and legal(state) == options


# --- activated and triggered abilities --------------------------------------------------------

@plays("{R}: This creature gets +1/+0 until end of turn.")
def test_goblin_fire_fiend_firebreathing() -> None:
    """CR 602.2, 611.2a and 613.4c: each activation of '{R}: +1/+0 until end of turn' resolves and
    adds 1 power: activated twice, the unblocked 1/1 deals 3."""
    state = game(perm("a1", "A", "Goblin Fire Fiend"), mana={"A": "{R}{R}"})
    blocks(state, "a1=B")
    for _ in range(2):
        to(state, "priority", Step.DECLARE_BLOCKERS, "A")
        play(state, "activate a1 0")
    finish(state)
    assert state.outcome().life["B"] == 17  # 1 + 1 + 1


@plays("Whenever a creature you control deals combat damage to a player, you may draw a card.")
def test_deepfathom_skulker_draws_when_its_controller_says_yes() -> None:
    """CR 603.2 and 603.5: the combat damage to a player triggers the ability; its 'you may' is a
    choice made as it resolves, and 'yes' draws a card for its controller (121.1)."""
    state = game(perm("s1", "A", "Deepfathom Skulker"))
    to(state, "declare_attackers").apply("attack s1=B")
    to(state, "choose_optional")
    assert legal(state) == ["yes", "no"]
    finish(play(state, "yes"))
    drawn = events(state, CardDrawn)
    assert len(drawn) == 1 and drawn[0].player == "A"


def flash_in(text: str, target: str = "a1") -> GameState:
    """B flashes in a 1/1 whose text is ``text`` during A's declare attackers step (A attacks
    with a Hill Giant) and stops at B's block declaration."""
    kid = card("Kid", power=1, toughness=1, cost="{G}", text=f"Flash\n{text}")
    assert not kid.unsupported
    state = game(perm("a1", "A", "Hill Giant"), perm("k1", "B", kid, Zone.HAND),
                 mana={"B": "{G}"})
    to(state, "declare_attackers").apply("attack a1=B")
    to(state, "priority", Step.DECLARE_ATTACKERS, "B")
    play(state, "cast k1")
    while state.decision is not None and state.decision.kind != "declare_blockers":
        if state.decision.kind == "choose_target":
            play(state, f"target {target}")
        else:
            to(state, "declare_blockers")
    return state


@plays("This creature enters with two +1/+1 counters on it.")
def test_enters_with_counters_then_blocks_as_a_bigger_creature() -> None:
    """CR 614.1c and 122.1: 'enters with two +1/+1 counters' is a replacement effect on its
    entering: the flashed-in 1/1 is on the battlefield as a 3/3 at once, blocks the 3/3 Hill
    Giant and trades with it (a 1/1 would die alone)."""
    state = flash_in("This creature enters with two +1/+1 counters on it.")
    kid = next(p for p in state.battlefield() if p.card.name == "Kid")
    assert kid.counters == {"+1/+1": 2}
    assert (state.power(kid.id), state.toughness(kid.id)) == (3, 3)
    finish(play(state, f"block {kid.id}=a1"))
    assert set(state.outcome().died) == {"a1", kid.id}


@plays("When this creature enters, draw a card.")
def test_enters_draw_a_card() -> None:
    """CR 603.6a and 121.1: an enters-the-battlefield ability triggers when the flashed-in creature
    enters, and its controller draws a card."""
    state = flash_in("When this creature enters, draw a card.")
    assert [e.player for e in events(state, CardDrawn)] == ["B"]


@plays("When this creature enters, it deals 4 damage to target creature.")
def test_enters_deals_damage_to_target_creature() -> None:
    """CR 603.6a, 120.3e and 704.5g: the enters trigger deals 4 damage to the attacking Hill Giant
    (a 3/3), which is destroyed as a state-based action."""
    state = flash_in("When this creature enters, it deals 4 damage to target creature.")
    assert state.permanents["a1"].zone is Zone.GRAVEYARD  # the attacking Hill Giant, 3/3


@plays("When this creature enters the battlefield, create a 1/1 white Soldier creature "
       "token.")
def test_enters_the_battlefield_creates_a_token() -> None:
    """CR 603.6a, 701.7a and 111.1: the trigger creates a 1/1 white Soldier creature token under its
    controller's control."""
    state = flash_in("When this creature enters the battlefield, create a 1/1 white Soldier "
                     "creature token.")
    tokens = [p for p in state.battlefield() if p.token]
    assert [(t.controller, t.card.power, t.card.toughness) for t in tokens] == [("B", 1, 1)]


@plays("When this creature enters, you gain 2 life.",
       "When this creature enters, target opponent loses 2 life.")
def test_enters_life_gain_and_loss() -> None:
    """CR 603.6a and 119.3: the enters trigger adjusts the life total: its controller gains 2, or
    the target opponent loses 2."""
    gain = flash_in("When this creature enters, you gain 2 life.")
    assert (gain.players["B"].life, gain.players["A"].life) == (22, 20)
    loss = flash_in("When this creature enters, target opponent loses 2 life.", "A")
    assert (loss.players["B"].life, loss.players["A"].life) == (20, 18)


@plays("This creature can't be blocked by creatures with power 2 or less.")
def test_cant_be_blocked_by_power_two_or_less() -> None:
    """CR 509.1b: 'can't be blocked by creatures with power 2 or less' leaves the 3-power Hill Giant
    free to block, not the 2-power Bears."""
    beast = perm("a1", "A", creature("This creature can't be blocked by creatures with power 2 "
                                     "or less.", 4, 4))
    giant = perm("b2", "B", "Hill Giant")  # 3/3
    assert block_options("a1=B", beast, bears("b1", "B"), giant) == [
        "block none", "block b2=a1"]


@plays("This creature can't block and can't be blocked.")
def test_cant_block_and_cant_be_blocked() -> None:
    """CR 509.1b: two restrictions in one sentence: attacking, it can't be blocked; defending, it
    can't block."""
    outcast = creature("This creature can't block and can't be blocked.", 1, 1)
    assert block_options("a1=B", perm("a1", "A", outcast), bears("b1", "B")) == ["block none"]
    assert block_options("a1=B", bears("a1", "A"), perm("b1", "B", outcast)) == ["block none"]


@plays("Creatures you control get +1/+1.", "Other Elf creatures you control get +1/+1.",
       "Other Goblin creatures get +1/+1 and have mountainwalk.")
def test_anthem_and_lords() -> None:
    """CR 613.4c, 613.1f and 611.3a: an anthem gives A's creatures +1/+1; a lord gives its
    controller's other Elves +1/+1 (not B's, not itself); a lord without 'you control' gives every
    other Goblin +1/+1 and mountainwalk (layer 6), so A's Goblin is unblockable while B controls a
    Mountain (702.14c)."""
    anthem = card("Anthem", types=["Enchantment"], text="Creatures you control get +1/+1.")
    archdruid = creature("Other Elf creatures you control get +1/+1.", subtypes=["Elf"])
    king = creature("Other Goblin creatures get +1/+1 and have mountainwalk.",
                    subtypes=["Goblin"])
    elf = card("Elf", power=1, toughness=1, subtypes=["Elf"])
    goblin = card("Gob", power=1, toughness=1, subtypes=["Goblin"])
    mountain = card("Mountain", types=["Land"], subtypes=["Mountain"])
    state = game(perm("e1", "A", anthem), perm("d1", "A", archdruid), perm("f1", "A", elf),
                 perm("f2", "B", elf), perm("k1", "B", king), perm("g1", "A", goblin),
                 perm("g2", "B", goblin), perm("m1", "B", mountain))
    pt = {pid: (state.power(pid), state.toughness(pid)) for pid in
          ("d1", "f1", "f2", "k1", "g1", "g2")}
    # the anthem: A's creatures; the Archdruid: A's other Elves; the King: every other Goblin
    assert pt == {"d1": (3, 3), "f1": (3, 3), "f2": (1, 1), "k1": (2, 2), "g1": (3, 3),
                  "g2": (2, 2)}
    to(state, "declare_attackers").apply("attack g1=B")  # mountainwalk: B has a Mountain
    to(state, "declare_blockers")
    assert legal(state) == ["block none"]


@plays("Protection from black and from green", "Protection from black and from red",
       "Protection from Demons and from Dragons")
@pytest.mark.parametrize(("text", "blockers"), [
    ("Protection from black and from green", {"b3"}),
    ("Protection from black and from red", {"b2", "b3"}),
    ("Protection from Demons and from Dragons", {"b3"}),
])
def test_protection_from_two_qualities(text: str, blockers: set[str]) -> None:
    """CR 702.16f-g: 'protection from A and from B' is two protection abilities, and an attacking
    creature with protection can't be blocked by creatures with either quality: a black Demon, a
    green Dragon and a white Angel try to block."""
    demon = card("Demon", power=1, toughness=1, colors=["B"], subtypes=["Demon"])
    dragon = card("Dragon", power=1, toughness=1, colors=["G"], subtypes=["Dragon"])
    angel = card("Angel", power=1, toughness=1, colors=["W"], subtypes=["Angel"])
    options = block_options("a1=B", perm("a1", "A", creature(text)), perm("b1", "B", demon),
                            perm("b2", "B", dragon), perm("b3", "B", angel))
    able = {o.split()[1].split("=")[0] for o in options if o != "block none"}
    assert able == blockers


@plays("Whenever this creature blocks, it gets +0/+3 until end of turn.",
       "Whenever this creature becomes blocked, it gets +2/+2 until end of turn.")
def test_it_is_the_creature_the_trigger_names() -> None:
    """CR 509.3a and 509.3c: 'whenever ~ blocks' and 'whenever ~ becomes blocked' trigger as
    blockers are declared, and 'it' is the source: the 1/1 wall blocks a Hill Giant as a 1/4 and
    survives; the 1/1 raider blocked by a 2/2 becomes a 3/3, kills it and survives."""
    wall = creature("Whenever this creature blocks, it gets +0/+3 until end of turn.", 1, 1)
    state = fight(perm("a1", "A", "Hill Giant"), perm("b1", "B", wall))
    assert (zone(state, "b1"), zone(state, "a1")) == (Zone.BATTLEFIELD, Zone.BATTLEFIELD)
    raider = creature("Whenever this creature becomes blocked, it gets +2/+2 until end of "
                      "turn.", 1, 1)
    state = fight(perm("a1", "A", raider), bears("b1", "B"))
    assert (zone(state, "a1"), zone(state, "b1")) == (Zone.BATTLEFIELD, Zone.GRAVEYARD)


@plays("When this creature enters, you gain 1 life and draw a card.")
def test_enters_gain_life_and_draw() -> None:
    """CR 608.2c: the instructions of a resolving ability are followed in the order written: 'you
    gain 1 life and draw a card' (Inspiring Overseer) does both, for its controller."""
    state = flash_in("When this creature enters, you gain 1 life and draw a card.")
    assert state.players["B"].life == 21
    assert [e.player for e in events(state, CardDrawn)] == ["B"]


@plays("Battalion — Whenever this creature and at least two other creatures attack, this "
       "creature gets +2/+2 until end of turn.")
@pytest.mark.parametrize(("others", "power"), [(2, 3), (1, 1)])
def test_battalion(others: int, power: int) -> None:
    """CR 207.2c and 508.3a: battalion is an ability word: 'whenever ~ and at least two other
    creatures attack' triggers as attackers are declared only with at least two other attackers:
    +2/+2 with two, nothing with one."""
    elite = creature("Battalion — Whenever this creature and at least two other creatures "
                     "attack, this creature gets +2/+2 until end of turn.", 1, 1)
    state = game(perm("e1", "A", elite), bears("x1", "A"), bears("x2", "A"))
    attack = " ".join(["e1=B", *(f"x{i + 1}=B" for i in range(others))])
    to(state, "declare_attackers").apply(f"attack {attack}")
    to(state, "declare_blockers")
    assert (state.power("e1"), state.toughness("e1")) == (power, power)


@plays("Whenever another Human you control enters, put a +1/+1 counter on this creature.")
@pytest.mark.parametrize(("subtypes", "counters"), [(["Human"], 1), (["Elf"], 0)])
def test_another_human_you_control_enters(subtypes: list[str], counters: int) -> None:
    """CR 603.6a and 122.1: 'whenever another Human you control enters' triggers for a creature of
    that type entering under its controller's control (Champion of the Parish) and puts a +1/+1
    counter on it; an Elf doesn't trigger it."""
    champion = creature("Whenever another Human you control enters, put a +1/+1 counter on "
                        "this creature.", 1, 1, subtypes=["Human"])
    newcomer = creature("Flash", 1, 1, cost="{G}", subtypes=subtypes)
    state = game(perm("a1", "A", "Hill Giant"), perm("c1", "B", champion),
                 perm("k1", "B", newcomer, Zone.HAND), mana={"B": "{G}"})
    to(state, "declare_attackers").apply("attack a1=B")
    to(state, "priority", Step.DECLARE_ATTACKERS, "B")
    play(state, "cast k1")
    to(state, "declare_blockers")
    assert state.permanents["c1"].counters.get("+1/+1", 0) == counters
    assert state.power("c1") == 1 + counters
