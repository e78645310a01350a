"""Restricted mana left in the pool (CR 106.6, 106.4, 500.4; ``sim.rules.limited_pool``): a
mana ability making more restricted mana than a payment takes leaves the rest in its
controller's pool, still restricted — spendable on what the restriction allows, not on
anything else — until the pool empties as the step ends."""

from __future__ import annotations

from played import plays
from test_stack import card, events, legal, perm

from sim import GameState, Permanent, Player, Step
from sim.model.events import CardDrawn
from sim.model.mana import Mana
from sim.model.objects import Span, Zone

WORKSHOP = "{T}: Add {C}{C}{C}. Spend this mana only to cast artifact spells."
SAGE = "{T}: Add three mana of any one color. Spend this mana only to cast creature spells."
BRAIDER = ("{T}: Add two mana in any combination of colors. Spend this mana only to cast "
           "Elemental spells or activate abilities of Elementals.")
ENGINEER = ("{T}: Add two mana of any one color. Spend this mana only to cast artifact spells "
            "or activate abilities of artifacts.")


def source(text: str) -> Permanent:
    return perm("src", "A", card("Source", types=["Artifact"], text=text))


def in_hand(pid: str, types: list[str], cost: str, **fields: object) -> Permanent:
    if "Creature" in types:
        fields = {"power": 1, "toughness": 1, **fields}
    return perm(pid, "A", card(pid.title(), types=types, cost=cost, **fields), zone=Zone.HAND)


def game(*objects: Permanent) -> GameState:
    """A's precombat main phase, A's pool empty; B has nothing."""
    players = {p: Player(p, 20, mana=Mana(), library=(card("Grizzly Bears"),) * 3)
               for p in ("A", "B")}
    state = GameState(players, {o.id: o for o in objects}, ("A", "B"), "A",
                      step=Step.PRECOMBAT_MAIN, span=Span.TURN)
    state.record_events = True
    return state.start()


def cast(state: GameState, pid: str) -> None:
    """A casts ``pid`` and every player passes until it has resolved."""
    state.apply(f"cast {pid}")
    while state.decision is not None and state.decision.kind != "priority":
        state.apply(legal(state)[0])
    while state.stack and state.decision is not None and state.decision.kind == "priority":
        state.apply("pass")


@plays(WORKSHOP)
def test_the_mana_left_pays_only_for_another_artifact_spell() -> None:
    """CR 106.6, 106.4: the ability's {C}{C}{C} pays the two-mana artifact; the {C} left stays
    in A's pool, restricted: it pays for the one-mana artifact, never the one-mana creature
    (which is not offered); spent, the pool is empty."""
    state = game(source(WORKSHOP), in_hand("relic", ["Artifact"], "{2}"),
                 in_hand("trinket", ["Artifact"], "{1}"), in_hand("bear", ["Creature"], "{1}"))
    assert "cast bear" not in legal(state)
    cast(state, "relic")
    a = state.players["A"]
    assert state.permanents["relic"].zone is Zone.BATTLEFIELD
    assert a.mana.total == 0 and [m.total for _, _, m in a.limited_mana] == [1]
    offered = legal(state)
    assert "cast trinket" in offered and "cast bear" not in offered
    cast(state, "trinket")
    assert state.permanents["trinket"].zone is Zone.BATTLEFIELD
    assert a.limited_mana == () and a.mana.total == 0


def test_restricted_mana_empties_with_the_pool() -> None:
    """CR 500.4, 106.4: the restricted {C} left in the main phase is gone as the step ends."""
    state = game(source(WORKSHOP), in_hand("relic", ["Artifact"], "{2}"),
                 perm("forest", "A", "Forest", zone=Zone.HAND))  # (a land play: A may act)
    cast(state, "relic")
    assert state.step is Step.PRECOMBAT_MAIN and state.players["A"].limited_mana
    while state.step is Step.PRECOMBAT_MAIN and state.decision is not None:
        state.apply(legal(state)[0] if state.decision.kind != "priority" else "pass")
    assert state.players["A"].limited_mana == ()


@plays(SAGE)
def test_three_of_one_color_for_creature_spells() -> None:
    """CR 106.1a, 106.6: three green mana of one activation pay the {G}{G} creature; the {G}
    left casts the {G} creature; the {G} instant is never offered."""
    state = game(source(SAGE), in_hand("ox", ["Creature"], "{G}{G}"),
                 in_hand("elf", ["Creature"], "{G}"),
                 in_hand("growth", ["Instant"], "{G}", text="Target creature gets +3/+3 until "
                         "end of turn."))
    cast(state, "ox")
    assert [str(m) for _, _, m in state.players["A"].limited_mana] == ["{G}"]
    assert "cast growth" not in legal(state)
    cast(state, "elf")
    assert state.permanents["elf"].zone is Zone.BATTLEFIELD


@plays(BRAIDER)
def test_any_combination_for_elementals() -> None:
    """CR 106.6: two mana in any combination of colors pays {R}{U} for the Elemental; a
    non-Elemental creature can't be paid with it."""
    state = game(source(BRAIDER), in_hand("spark", ["Creature"], "{R}{U}",
                                          subtypes=["Elemental"]),
                 in_hand("bear", ["Creature"], "{1}{G}"))
    assert "cast bear" not in legal(state)
    cast(state, "spark")
    assert state.permanents["spark"].zone is Zone.BATTLEFIELD


@plays(ENGINEER)
def test_two_of_one_color_for_artifact_abilities() -> None:
    """CR 106.6, 602.2: the mana pays an artifact's activated ability ("{1}: Draw a card"),
    the one mana left stays restricted and pays for it once more; a creature's ability
    ({1}: +1/+1) is never offered."""
    tome = perm("tome", "A", card("Tome", types=["Artifact"], text="{1}: Draw a card."))
    bear = perm("bear", "A", card("Bear", types=["Creature"], power=2, toughness=2,
                                  text="{1}: Bear gets +1/+1 until end of turn."))
    state = game(source(ENGINEER), tome, bear)
    assert "activate bear 0" not in legal(state)
    state.apply("activate tome 0")
    while state.decision is not None and state.decision.kind != "priority":
        state.apply(legal(state)[0])
    assert state.permanents["src"].tapped
    assert [m.total for _, _, m in state.players["A"].limited_mana] == [1]
    offered = legal(state)
    assert "activate tome 0" in offered and "activate bear 0" not in offered
    state.apply("activate tome 0")
    assert state.players["A"].limited_mana == ()
    assert [e.player for e in events(state, CardDrawn)] == ["A", "A"]  # both resolved


HAWKER = "{T}: Add {C}{U}. Spend this mana only to activate abilities."
MACHINIST = "{T}: Add {C}{C}. Spend this mana only to activate abilities of artifacts."
OPERATOR = "{T}: Add {U}{U}. Spend this mana only to activate abilities of artifact sources."
RESERVOIR = "{T}: Add {C}{C}. Spend this mana only to cast Myr spells or activate abilities of Myr."


@plays(HAWKER)
def test_only_abilities_any_source() -> None:
    """CR 106.6, 602.2: "only to activate abilities" — the creature's {1} ability is paid,
    the {1} creature spell in hand never is."""
    bear = perm("bear", "A", card("Bear", types=["Creature"], power=2, toughness=2,
                                  text="{1}: Bear gets +1/+1 until end of turn."))
    state = game(source(HAWKER), bear, in_hand("elf", ["Creature"], "{1}"))
    offered = legal(state)
    assert "activate bear 0" in offered and "cast elf" not in offered
    state.apply("activate bear 0")
    assert [str(m) for _, _, m in state.players["A"].limited_mana] in (["{U}"], ["{C}"])
    assert "cast elf" not in legal(state)


@plays(MACHINIST, OPERATOR)
def test_only_abilities_of_artifacts() -> None:
    """CR 106.6, 602.2: "... of artifacts" | "... of artifact sources": an artifact's ability
    is paid, a creature's is not (nor is any spell)."""
    for text in (MACHINIST, OPERATOR):
        tome = perm("tome", "A", card("Tome", types=["Artifact"], text="{2}: Draw a card."))
        bear = perm("bear", "A", card("Bear", types=["Creature"], power=2, toughness=2,
                                      text="{1}: Bear gets +1/+1 until end of turn."))
        state = game(source(text), tome, bear, in_hand("relic", ["Artifact"], "{1}"))
        offered = legal(state)
        assert "activate tome 0" in offered, text
        assert "activate bear 0" not in offered and "cast relic" not in offered, text
        state.apply("activate tome 0")
        assert state.permanents["src"].tapped and [e.player for e in events(
            state, CardDrawn)] == ["A"]


@plays(RESERVOIR)
def test_myr_spells_and_abilities_of_myr() -> None:
    """CR 106.6, 205.3: "Myr" is its own plural: a Myr spell is paid ({2}), and so is the
    ability of a Myr; the {1} non-Myr artifact is not."""
    state = game(source(RESERVOIR), in_hand("myr", ["Artifact", "Creature"], "{2}",
                                            subtypes=["Myr"]),
                 in_hand("relic", ["Artifact"], "{1}"))
    offered = legal(state)
    assert "cast myr" in offered and "cast relic" not in offered
    cast(state, "myr")
    assert state.permanents["myr"].zone is Zone.BATTLEFIELD


TEMPLE = ("{T}: Add {C}{C}. Spend this mana only to cast colorless Eldrazi spells or activate "
          "abilities of colorless Eldrazi.")


@plays(TEMPLE)
def test_colorless_eldrazi_spells() -> None:
    """CR 106.6, 105.2c, 205.3: both qualities: the colorless Eldrazi ({2}) is paid; the
    green Eldrazi and the colorless non-Eldrazi artifact creature ({2} each) are not."""
    state = game(source(TEMPLE),
                 in_hand("seer", ["Creature"], "{2}", subtypes=["Eldrazi"]),
                 in_hand("drone", ["Creature"], "{2}", subtypes=["Eldrazi"],
                         colors=["G"]),
                 in_hand("golem", ["Artifact", "Creature"], "{2}"))
    offered = legal(state)
    assert "cast seer" in offered and "cast drone" not in offered and "cast golem" not in offered
    cast(state, "seer")
    assert state.permanents["seer"].zone is Zone.BATTLEFIELD


@plays("{T}: Add one mana of any color. Spend this mana only to cast a Lesson or Shrine spell.")
def test_a_shrine_spell() -> None:
    """CR 106.6, 205.3h: Shrine is an enchantment type: a {W} Shrine is paid, a {W} plain
    enchantment is not."""
    text = "{T}: Add one mana of any color. Spend this mana only to cast a Lesson or Shrine spell."
    state = game(source(text), in_hand("shrine", ["Enchantment"], "{W}", subtypes=["Shrine"]),
                 in_hand("glory", ["Enchantment"], "{W}"))
    offered = legal(state)
    assert "cast shrine" in offered and "cast glory" not in offered


SURGE = "Add {R}{R}{R}. Spend this mana only to cast artifact or creature spells."


@plays(SURGE)
def test_a_spell_adds_restricted_mana() -> None:
    """CR 106.6, 608.2c: the sorcery's {R}{R}{R} goes to A's pool restricted: it pays for the
    {2}{R} creature, never for the {R} instant."""
    state = game(in_hand("surge", ["Sorcery"], "{0}", text=SURGE),
                 in_hand("ogre", ["Creature"], "{2}{R}"),
                 in_hand("shock", ["Instant"], "{R}", text="Shock deals 2 damage to any "
                         "target."))
    cast(state, "surge")
    a = state.players["A"]
    assert a.mana.total == 0 and [str(m) for _, _, m in a.limited_mana] == ["{R}{R}{R}"]
    offered = legal(state)
    assert "cast ogre" in offered and not any(x.startswith("cast shock") for x in offered)
    cast(state, "ogre")
    assert state.permanents["ogre"].zone is Zone.BATTLEFIELD and a.limited_mana == ()


@plays("Remove a +1/+1 counter from Trilobite: Add {C}{C}. Spend this mana only to activate "
       "abilities.")
def test_a_mana_ability_adds_mana_for_abilities_only() -> None:
    """CR 106.6, 605.3b: the mana ability resolves at once; its {C}{C} pays the tome's {2}
    ability, never the {2} artifact spell."""
    text = "Remove a +1/+1 counter from Trilobite: Add {C}{C}. Spend this mana only to " \
        "activate abilities."
    bug = perm("bug", "A", card("Trilobite", types=["Creature"], power=0, toughness=0,
                                text=text), counters={"+1/+1": 2})
    tome = perm("tome", "A", card("Tome", types=["Artifact"], text="{2}: Draw a card."))
    state = game(bug, tome, in_hand("relic", ["Artifact"], "{2}"))
    state.apply("activate bug 0")
    a = state.players["A"]
    assert a.mana.total == 0 and [m.total for _, _, m in a.limited_mana] == [2]
    offered = legal(state)
    assert "activate tome 0" in offered and "cast relic" not in offered


AND_OR = "{T}: Add {U}{B}{R}. Spend this mana only to cast instant and/or sorcery spells."


@plays(AND_OR)
def test_instant_and_or_sorcery_spells() -> None:
    """CR 106.6: "instant and/or sorcery spells" — the {1}{R} instant is paid, the {B}
    creature never is (nor with the mana left, restricted)."""
    state = game(source(AND_OR),
                 in_hand("shock", ["Instant"], "{1}{R}", text="Shock deals 2 damage to any "
                         "target."),
                 in_hand("rat", ["Creature"], "{B}"))
    offered = legal(state)
    assert any(x.startswith("cast shock") for x in offered) and "cast rat" not in offered
    state.apply("cast shock")
    while state.decision is not None and state.decision.kind != "priority":
        state.apply("target B" if "target B" in legal(state) else legal(state)[0])
    while state.stack and state.decision is not None and state.decision.kind == "priority":
        state.apply("pass")
    assert state.players["B"].life == 18 and state.permanents["src"].tapped
    assert state.permanents["rat"].zone is Zone.HAND  # (the {1} left could not cast it)


def test_a_resolving_spells_chosen_type_restriction_is_not_read() -> None:
    """CR 614.12: "of the chosen type" names the type chosen as a permanent entered; a
    spell's "add {G}{G}. spend this mana only to cast a creature spell of the chosen type"
    has no such choice, and is left unsupported."""
    from sim.text.oracle import read_text
    reading = read_text("Add {G}{G}. Spend this mana only to cast a creature spell of the "
                        "chosen type.")
    assert reading.unsupported
