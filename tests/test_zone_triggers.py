"""Zone-change and state trigger conditions played in games (``sim.rules.zone_triggers``):
permanents put into a graveyard | your graveyard | an opponent's graveyard from the battlefield
(CR 603.6c, 700.4, 603.10a), ~ put into your graveyard, ~ dying or exiled, permanents and the
enchanted creature leaving the battlefield, and "when you control no islands" (603.8)."""

from __future__ import annotations

from typing import Any

from played import plays

import mtgsim
from sim import GameState
from sim.model.events import AbilityTriggered
from sim.model.objects import Zone


def card(pid: str, controller: str = "A", text: str = "", types: tuple[str, ...] = ("Creature",),
         power: int = 0, toughness: int = 1, **fields: Any) -> dict[str, Any]:
    """A permanent on the battlefield with ``text``."""
    out: dict[str, Any] = {"id": pid, "controller": controller, "name": pid.title(),
                           "types": list(types), **fields}
    if "Creature" in types:
        out.update(power=power, toughness=toughness)
    if text:
        out["text"] = text
    return out


def instant(pid: str, text: str) -> dict[str, Any]:
    return {"id": pid, "name": pid.title(), "types": ["Instant"], "cost": "{0}", "text": text}


def play(permanents: list[dict[str, Any]], spells: tuple[tuple[str, str, str], ...] = (),
         hand: list[dict[str, Any]] | None = None, actions: list[dict[str, Any]] | None = None,
         owners: dict[str, str] | None = None) -> GameState:
    """B's instants ``spells`` (id, text, target) cast in A's precombat main phase, in order
    (so resolving last first), then the turn played out (nobody attacks); ``owners``
    overrides who owns a permanent."""
    extra = [instant("s3", DESTROY)] if actions else []
    state = mtgsim.load({
        "active_player": "A",
        "players": {"A": {"hand": hand or []},
                    "B": {"hand": [*(instant(pid, text) for pid, text, _ in spells), *extra]}},
        "permanents": permanents,
        "combat": {"attacks": {}, "actions": [
            *[{"step": "precombat_main", "player": "B", "cast": pid, "targets": [target]}
              for pid, _, target in spells], *(actions or [])]}})
    for pid, owner in (owners or {}).items():
        state.permanents[pid].owner = owner
    mtgsim.play(state)
    return state


def life(state: GameState, player: str = "A") -> int:
    return state.players[player].life


DESTROY, EXILE, BOUNCE = ("Destroy target permanent.", "Exile target permanent.",
                          "Return target permanent to its owner's hand.")


@plays("Whenever an artifact is put into a graveyard from the battlefield, you gain 1 life.",
       "Whenever an artifact an opponent controls is put into a graveyard from the battlefield, "
       "you gain 2 life.",
       "Whenever an enchantment you control is put into a graveyard from the battlefield, you "
       "gain 4 life.")
def test_an_artifact_or_enchantment_put_into_a_graveyard() -> None:
    """CR 603.6c, 700.4: A's Rock destroyed triggers A's watcher (1) and B's "an opponent
    controls" watcher (2); A's Charm destroyed triggers A's enchantment watcher (4); the Rock
    exiled instead would trigger none of them; A's Bears destroyed, a creature, neither."""
    cards = [card("w1", text="Whenever an artifact is put into a graveyard from the "
                  "battlefield, you gain 1 life."),
             card("w2", "B", "Whenever an artifact an opponent controls is put into a graveyard "
                  "from the battlefield, you gain 2 life."),
             card("w4", text="Whenever an enchantment you control is put into a graveyard from "
                  "the battlefield, you gain 4 life."),
             card("rock", types=("Artifact",)), card("charm", types=("Enchantment",)),
             card("gem", types=("Artifact",)), card("bears", power=2, toughness=2)]
    state = play(cards, (("s1", DESTROY, "rock"), ("s2", DESTROY, "charm"),
                         ("s3", EXILE, "gem"), ("s4", DESTROY, "bears")))
    assert state.permanents["rock"].zone is Zone.GRAVEYARD
    assert state.permanents["gem"].zone is Zone.EXILE
    assert life(state) == 25 and life(state, "B") == 22


@plays("Whenever a nontoken creature is put into your graveyard from the battlefield, you gain "
       "1 life.",
       "Whenever a creature is put into an opponent's graveyard from the battlefield, you gain "
       "2 life.")
def test_your_graveyard_is_the_owners() -> None:
    """CR 404.1, 603.6c: a permanent goes to its owner's graveyard. A's Bears (A's) dying: A's
    "your graveyard" watcher (1); A's token dying: not nontoken; the Thief A controls but B
    owns dying goes to B's graveyard: A's "an opponent's graveyard" watcher (2), not the
    first; B's Ogre dying: the second (2)."""
    cards = [card("w1", text="Whenever a nontoken creature is put into your graveyard from the "
                  "battlefield, you gain 1 life."),
             card("w2", text="Whenever a creature is put into an opponent's graveyard from the "
                  "battlefield, you gain 2 life."),
             card("bears", power=2, toughness=2), card("tok", token=True),
             card("thief"), card("ogre", "B", power=3, toughness=3)]
    state = play(cards, tuple((f"s{i}", DESTROY, t) for i, t in
                              enumerate(("bears", "tok", "thief", "ogre"))),
                 owners={"thief": "B"})
    assert state.permanents["thief"].zone is Zone.GRAVEYARD
    assert life(state) == 20 + 1 + 2 + 2


@plays("When Roach is put into your graveyard from the battlefield, you gain 2 life.")
def test_self_put_into_your_graveyard() -> None:
    """CR 603.6c, 404.1: A's own Roach dying goes to A's graveyard (2 life); a Roach A
    controls but B owns goes to B's: its ability (A's) doesn't trigger."""
    text = "When Roach is put into your graveyard from the battlefield, you gain 2 life."
    mine = play([card("roach", text=text, name="Roach")], (("s", DESTROY, "roach"),))
    assert life(mine) == 22
    theirs = play([card("roach", text=text, name="Roach")], (("s", DESTROY, "roach"),),
                  owners={"roach": "B"})
    assert theirs.permanents["roach"].zone is Zone.GRAVEYARD and life(theirs) == 20


@plays("When Bontu dies or is put into exile from the battlefield, you gain 2 life.")
def test_dies_or_is_put_into_exile() -> None:
    """CR 700.4, 406.3, 603.6c: dying (2) or exiled (2) triggers it; returned to its owner's
    hand, it left the battlefield neither way: nothing."""
    text = "When Bontu dies or is put into exile from the battlefield, you gain 2 life."
    for spell, gained in ((DESTROY, 2), (EXILE, 2), (BOUNCE, 0)):
        state = play([card("bontu", text=text, name="Bontu")], (("s", spell, "bontu"),))
        assert life(state) == 20 + gained


@plays("Whenever another creature you control leaves the battlefield, you gain 1 life.",
       "Whenever a token you control leaves the battlefield, you gain 4 life.")
def test_permanents_leaving_the_battlefield() -> None:
    """CR 603.6c, 603.10a: A's Bears returned to hand (1) and A's creature token exiled (1 and
    4: a token, seen as it last existed though it has ceased to exist, 704.5d) leave; B's
    Ogre destroyed is not A's: nothing; the watcher itself leaving isn't "another"."""
    cards = [card("w1", text="Whenever another creature you control leaves the battlefield, "
                  "you gain 1 life."),
             card("w4", types=("Enchantment",), text="Whenever a token you control leaves the "
                  "battlefield, you gain 4 life."),
             card("bears", power=2, toughness=2), card("tok", token=True),
             card("ogre", "B", power=3, toughness=3)]
    state = play(cards, (("s0", BOUNCE, "w1"), ("s1", DESTROY, "ogre"), ("s2", EXILE, "tok"),
                         ("s3", BOUNCE, "bears")))  # (resolving last first, 405.5)
    assert state.permanents["bears"].zone is Zone.HAND
    assert life(state) == 20 + 1 + 1 + 4


@plays("When enchanted creature leaves the battlefield, you gain 2 life.")
def test_the_enchanted_creature_leaves() -> None:
    """CR 603.6c, 603.10a, 704.5m: the Bears exiled; the Aura, put into the graveyard after,
    looks back and sees its creature leave (2 life)."""
    halo = card("halo", types=("Enchantment",), subtypes=["Aura"], attached_to="bears",
                text="Enchant creature\nWhen enchanted creature leaves the battlefield, you "
                     "gain 2 life.")
    state = play([card("bears", power=2, toughness=2), halo], (("s", EXILE, "bears"),))
    assert state.permanents["halo"].zone is Zone.GRAVEYARD
    assert life(state) == 22


@plays("When you control no Islands, sacrifice Serpent.",
       "When you control no other creatures, sacrifice Croc.")
def test_state_triggers() -> None:
    """CR 603.8: with no Island, the Serpent's ability triggers once (not again while it waits
    on the stack) and A sacrifices it; the Serpent beside an Island stays until the Island is
    destroyed. The Croc stays while A controls another creature and goes once it doesn't."""
    serpent = card("serpent", text="When you control no Islands, sacrifice Serpent.",
                   name="Serpent")
    alone = play([serpent])
    assert alone.permanents["serpent"].zone is Zone.GRAVEYARD
    assert len([e for e in alone.events if isinstance(e, AbilityTriggered)]) == 1
    island = {"id": "island", "controller": "A", "card": "Island"}
    kept = play([serpent, island])
    assert kept.permanents["serpent"].zone is Zone.BATTLEFIELD
    lost = play([serpent, island], (("s", DESTROY, "island"),))
    assert lost.permanents["serpent"].zone is Zone.GRAVEYARD
    croc = card("croc", text="When you control no other creatures, sacrifice Croc.",
                name="Croc")
    assert play([croc, card("bears")]).permanents["croc"].zone is Zone.BATTLEFIELD
    gone = play([croc, card("bears")], (("s", DESTROY, "bears"),))
    assert gone.permanents["croc"].zone is Zone.GRAVEYARD


@plays("Mine enters the battlefield tapped unless you control three or more other Mountains.",
       "When Mine enters the battlefield untapped, you gain 2 life.")
def test_enters_untapped() -> None:
    """CR 603.6a, 110.5b, 614.1d: played beside three Mountains the Mine enters untapped (2
    life); beside two it enters tapped: nothing."""
    mine = {"id": "mine", "name": "Mine", "types": ["Land"],
            "text": "Mine enters the battlefield tapped unless you control three or more other "
                    "Mountains.\nWhen Mine enters the battlefield untapped, you gain 2 life."}

    def played(mountains: int) -> GameState:
        state = mtgsim.load({
            "active_player": "A", "players": {"A": {"hand": [mine]}, "B": {}},
            "permanents": [{"id": f"m{i}", "controller": "A", "card": "Mountain"}
                           for i in range(mountains)],
            "combat": {"attacks": {}, "actions": [
                {"step": "precombat_main", "player": "A", "play": "mine"}]}})
        mtgsim.play(state)
        return state
    untapped, tapped = played(3), played(2)
    assert not untapped.permanents["mine"].tapped and life(untapped) == 22
    assert tapped.permanents["mine"].tapped and life(tapped) == 20


@plays("Whenever another creature you control enters the battlefield or dies, you gain 1 life.",
       "Whenever another creature or artifact you control dies, you gain 2 life.")
def test_enters_or_dies_and_either_type() -> None:
    """CR 603.6a, 700.4: A's Bear cast (1: entering) then destroyed (1: dying, and 2: a
    creature); A's Rock destroyed (2: an artifact, not a creature for the first); B's Ogre
    destroyed: neither."""
    cards = [card("w1", text="Whenever another creature you control enters the battlefield or "
                  "dies, you gain 1 life."),
             card("w2", text="Whenever another creature or artifact you control dies, you gain "
                  "2 life."),
             card("rock", types=("Artifact",)), card("ogre", "B", power=3, toughness=3)]
    bear = {"id": "bear", "name": "Bear", "types": ["Creature"], "cost": "{0}", "power": 2,
            "toughness": 2}
    state = play(cards, (("s1", DESTROY, "rock"), ("s2", DESTROY, "ogre")), hand=[bear],
                 actions=[{"step": "precombat_main", "player": "A", "cast": "bear"},
                          {"step": "beginning_of_combat", "player": "B", "cast": "s3",
                           "targets": ["bear"]}])
    assert state.permanents["bear"].zone is Zone.GRAVEYARD
    assert life(state) == 20 + 1 + 1 + 2 + 2


@plays("Whenever you discard one or more cards, you gain 1 life. This ability triggers only "
       "once each turn.",
       "Whenever one or more players discard one or more cards, you gain 2 life. This ability "
       "triggers only once each turn.",
       "Whenever one or more tokens enter the battlefield under your control, you gain 4 life. "
       "This ability triggers only once each turn.",
       "Whenever one or more artifacts you control enter, you gain 8 life. This ability "
       "triggers only once each turn.")
def test_one_or_more_once_each_turn() -> None:
    """CR 603.2c, 603.1: A discards a card, then two at once: A's watcher triggers
    once (1), B's "one or more players" watcher once (2); two Soldier tokens enter at once,
    then two more: A's token watcher once (4), B's (not under B's control) never; A's
    artifact entering: 8."""
    watchers = [
        card("w1", text="Whenever you discard one or more cards, you gain 1 life. This ability "
             "triggers only once each turn."),
        card("w2", "B", "Whenever one or more players discard one or more cards, you gain 2 "
             "life. This ability triggers only once each turn."),
        card("w4", text="Whenever one or more tokens enter the battlefield under your control, "
             "you gain 4 life. This ability triggers only once each turn."),
        card("w4b", "B", "Whenever one or more tokens enter the battlefield under your control, "
             "you gain 4 life. This ability triggers only once each turn."),
        card("w8", text="Whenever one or more artifacts you control enter, you gain 8 life. "
             "This ability triggers only once each turn.")]

    def sorcery(pid: str, text: str) -> dict[str, Any]:
        return {"id": pid, "name": pid.title(), "types": ["Sorcery"], "cost": "{0}",
                "text": text}
    hand = [instant("d2", "Discard two cards."), instant("d1", "Discard a card."),
            sorcery("t1", "Create two 1/1 white Soldier creature tokens."),
            sorcery("t2", "Create two 1/1 white Soldier creature tokens."),
            {"id": "rock", "name": "Rock", "types": ["Artifact"], "cost": "{0}"},
            *({"id": f"x{i}", "card": "Island"} for i in range(3))]
    state = play(watchers, hand=hand, actions=[
        {"step": "precombat_main", "player": "A", "cast": c} for c in
        ("t1", "t2", "rock", "d2", "d1")])  # d1 resolves first, then d2 (405.5)
    assert sum(1 for p in state.permanents.values() if p.token) == 4
    assert not [p for p in state.permanents.values() if p.id.startswith("x")
                and p.zone is Zone.HAND]
    assert life(state) == 20 + 1 + 4 + 8 and life(state, "B") == 22


@plays("When you cycle Cycler or it dies, you gain 2 life.",
       "When Cycler dies or when you discard it, you gain 4 life.")
def test_cycled_or_dies_and_dies_or_discarded() -> None:
    """CR 702.29c, 700.4: cycling the card triggers its ability from the graveyard (2); the
    same card dying on the battlefield triggers it too (2). CR 701.9a: the other card
    discarded by a spell (4), or destroyed (4)."""
    from test_library import cycler, turn
    from test_stack import finish, perm

    from sim.text import read_card

    cycles = cycler("When you cycle Cycler or it dies, you gain 2 life.\nCycling {2}")
    state = turn(perm("c1", "A", cycles, Zone.HAND), mana="{2}")
    state.apply("activate c1 0")
    finish(state)
    assert state.permanents["c1"].zone is Zone.GRAVEYARD and life(state) == 22
    dies = play([card("c1", text="When you cycle Cycler or it dies, you gain 2 life.",
                      name="Cycler")], (("s", DESTROY, "c1"),))
    assert life(dies) == 22
    cow = "When Cycler dies or when you discard it, you gain 4 life."
    assert not read_card(cow, "Cycler").unsupported
    discard = {"id": "d", "name": "D", "types": ["Sorcery"], "cost": "{0}",
               "text": "Discard a card."}
    discarded = play([], hand=[{"id": "cow", "name": "Cycler", "types": ["Creature"],
                                "cost": "{5}", "power": 1, "toughness": 1, "text": cow},
                               discard],
                     actions=[{"step": "precombat_main", "player": "A", "cast": "d"}])
    assert discarded.permanents["cow"].zone is Zone.GRAVEYARD and life(discarded) == 24
    destroyed = play([card("cow", text=cow, name="Cycler")], (("s", DESTROY, "cow"),))
    assert life(destroyed) == 24


@plays("When Cake enters and when you sacrifice it, you gain 2 life.",
       "{0}, Sacrifice Cake: You gain 1 life.",
       "When Pack dies during combat, you gain 4 life.")
def test_enters_and_sacrificed_and_dies_during_combat() -> None:
    """CR 603.6a, 701.21a: a Cake cast (2); another sacrificed for its own ability (2, and 1);
    CR 506.1, 700.4: the Pack dying in combat damage (4); a Pack destroyed in the main
    phase: nothing."""
    cake = {"id": "cake", "name": "Cake", "types": ["Artifact"], "cost": "{0}",
            "text": "When Cake enters and when you sacrifice it, you gain 2 life.\n{0}, "
                    "Sacrifice Cake: You gain 1 life."}
    state = play([dict(cake, id="old", controller="A")], hand=[cake], actions=[
        {"step": "precombat_main", "player": "A", "cast": "cake"},
        {"step": "beginning_of_combat", "player": "A", "activate": "old"}])
    assert state.permanents["cake"].zone is Zone.BATTLEFIELD
    assert state.permanents["old"].zone is Zone.GRAVEYARD and life(state) == 25
    pack = card("pack", text="When Pack dies during combat, you gain 4 life.", power=2,
                toughness=2, name="Pack")
    fought = mtgsim.load({
        "active_player": "A", "players": {"A": {}, "B": {}},
        "permanents": [pack, card("ogre", "B", power=3, toughness=3)],
        "combat": {"attacks": {"pack": "B"}, "blocks": {"ogre": "pack"}}})
    mtgsim.play(fought)
    assert "pack" in fought.outcome().died and life(fought) == 24
    assert life(play([pack], (("s", DESTROY, "pack"),))) == 20


@plays("Whenever one or more other creatures you control die, you gain 1 life. This ability "
       "triggers only once each turn.",
       "Whenever one or more creatures your opponents control die, you gain 2 life. This "
       "ability triggers only once each turn.",
       "Whenever one or more nontoken creatures die, you gain 4 life. This ability triggers "
       "only once each turn.")
def test_one_or_more_die_once_each_turn() -> None:
    """CR 700.4, 603.10a, 603.1: in combat A's Bears and B's Ogre die at once; A's watchers
    see "other creatures you control" (1), "creatures your opponents control" (2) and
    "nontoken creatures" (4), each once, though two creatures died; B's Hound destroyed
    later that turn triggers none again."""
    cards = [card("w1", text="Whenever one or more other creatures you control die, you gain 1 "
                  "life. This ability triggers only once each turn."),
             card("w2", text="Whenever one or more creatures your opponents control die, you "
                  "gain 2 life. This ability triggers only once each turn."),
             card("w4", text="Whenever one or more nontoken creatures die, you gain 4 life. "
                  "This ability triggers only once each turn."),
             card("bears", power=2, toughness=2), card("ogre", "B", power=2, toughness=2),
             card("hound", "B", power=1, toughness=1)]
    state = mtgsim.load({
        "active_player": "A",
        "players": {"A": {}, "B": {"hand": [instant("s3", DESTROY)]}},
        "permanents": cards,
        "combat": {"attacks": {"bears": "B"}, "blocks": {"ogre": "bears"}, "actions": [
            {"step": "end_of_combat", "player": "B", "cast": "s3", "targets": ["hound"]}]}})
    mtgsim.play(state)
    assert {"bears", "ogre", "hound"} <= set(state.outcome().died)
    assert life(state) == 27


@plays("Whenever another creature you control enters or dies, return it to its owner's hand.",
       "When Cake enters and when you sacrifice it, return it to its owner's hand.")
def test_it_finds_the_card_that_left() -> None:
    """CR 400.7d, 603.6c: "it" of a trigger on dying or being sacrificed finds the card in the
    graveyard it went to: the destroyed Bears and the sacrificed Cake go back to the hand."""
    watcher = card("w", text="Whenever another creature you control enters or dies, return it "
                   "to its owner's hand.")
    state = play([watcher, card("bears", power=2, toughness=2)], (("s", DESTROY, "bears"),))
    assert state.permanents["bears"].zone is Zone.HAND
    cake = card("cake", types=("Artifact",), name="Cake", text="When Cake enters and when you "
                "sacrifice it, return it to its owner's hand.\n{0}, Sacrifice Cake: You gain 1 "
                "life.")
    state = play([cake], actions=[{"step": "precombat_main", "player": "A", "activate": "cake"}])
    assert state.permanents["cake"].zone is Zone.HAND and life(state) == 21
