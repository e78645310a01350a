"""Tokens counted as they are created and tapped creature tokens (``sim.text.token_rules``,
the grammar's ``token_each``, ``token_equal`` and ``token_where_x``; CR 111.2, 107.3, 608.2h):
"create a 1/1 ... token for each <count>", "create a number of ... tokens equal to <count>",
"create X ... tokens, where X is <count>" and "create a tapped 2/2 ... token"."""

from __future__ import annotations

from played import plays
from test_library import BEARS, spell, turn
from test_more_predefined_tokens import resolve
from test_stack import card, finish, perm, play, to

from sim import GameState
from sim.model.keywords import Kw
from sim.model.objects import Zone
from sim.text import read_card

ELF = card("Elf Scout", types=["Creature"], subtypes=["Elf"], cost="{G}", power=1,
           toughness=1)


def cast(text: str, *objects: object, target: str = "") -> GameState:
    """A casts the sorcery ``text`` (at ``target``) and it resolves."""
    state = turn(perm("s1", "A", spell(text, "Sorcery"), Zone.HAND), *objects,  # type: ignore[arg-type]
                 mana="{U}")
    play(state, "cast s1")
    if target:
        to(state, "choose_target")
        play(state, f"target {target}")
    resolve(state)
    return state


def tokens(state: GameState, name: str) -> list[str]:
    return [p.id for p in state.battlefield() if p.token and p.card.name == name]


@plays("Create a tapped 2/2 black Zombie creature token.")
def test_a_tapped_creature_token() -> None:
    """CR 111.2, 110.5b: "create a tapped 2/2 ..." : the Zombie enters the battlefield tapped
    under A's control; without "tapped" it enters untapped."""
    state = cast("Create a tapped 2/2 black Zombie creature token.")
    [zombie] = tokens(state, "Zombie Token")
    made = state.permanents[zombie]
    assert made.tapped and made.controller == "A" and made.card.power == 2
    state = cast("Create a 2/2 black Zombie creature token.")
    assert not state.permanents[tokens(state, "Zombie Token")[0]].tapped


@plays("Create a 1/1 green Elf Warrior creature token for each Elf you control.")
def test_a_token_for_each_elf() -> None:
    """CR 608.2h: counted as the spell resolves: two Elves (and a non-Elf Bears) make two
    Elf Warriors; with no Elf, none."""
    state = cast("Create a 1/1 green Elf Warrior creature token for each Elf you control.",
                 perm("e1", "A", ELF), perm("e2", "A", ELF), perm("b1", "A", BEARS),
                 perm("e3", "B", ELF))
    assert len(tokens(state, "Elf Warrior Token")) == 2
    state = cast("Create a 1/1 green Elf Warrior creature token for each Elf you control.",
                 perm("b1", "A", BEARS))
    assert tokens(state, "Elf Warrior Token") == []


@plays("Create a Treasure token for each creature you control.")
def test_a_predefined_token_for_each() -> None:
    """CR 111.10a, 608.2h: three creatures A controls: three Treasures (B's not counted)."""
    state = cast("Create a Treasure token for each creature you control.",
                 perm("e1", "A", ELF), perm("e2", "A", ELF), perm("b1", "A", BEARS),
                 perm("b2", "B", BEARS))
    assert len(tokens(state, "Treasure")) == 3


@plays("Create a number of 1/1 white Soldier creature tokens equal to the number of "
       "creatures you control.")
def test_a_number_of_tokens_equal_to_a_count() -> None:
    """CR 608.2h: "a number of ... equal to <count>": two creatures, two Soldiers."""
    state = cast("Create a number of 1/1 white Soldier creature tokens equal to the number of "
                 "creatures you control.", perm("e1", "A", ELF), perm("b1", "A", BEARS))
    assert len(tokens(state, "Soldier Token")) == 2


@plays("Create a number of tapped Treasure tokens equal to the number of creatures you "
       "control.")
def test_a_number_of_tapped_treasures() -> None:
    """CR 111.10a, 608.2h: one creature: one Treasure, tapped."""
    state = cast("Create a number of tapped Treasure tokens equal to the number of creatures "
                 "you control.", perm("b1", "A", BEARS))
    [treasure] = tokens(state, "Treasure")
    assert state.permanents[treasure].tapped


@plays("Create X 1/1 green Saproling creature tokens, where X is the number of creatures you "
       "control.",
       "Create X Treasure tokens, where X is the number of creatures you control.")
def test_x_tokens_where_x_is_a_count() -> None:
    """CR 107.3, 608.2h: X defined after the instruction, counted as it resolves: three
    creatures, three Saprolings; then three Treasures."""
    objects = (perm("e1", "A", ELF), perm("e2", "A", ELF), perm("b1", "A", BEARS))
    state = cast("Create X 1/1 green Saproling creature tokens, where X is the number of "
                 "creatures you control.", *objects)
    assert len(tokens(state, "Saproling Token")) == 3
    state = cast("Create X Treasure tokens, where X is the number of creatures you control.",
                 *objects)
    assert len(tokens(state, "Treasure")) == 3


@plays("Create X 1/1 white Bird Soldier creature tokens with flying, where X is the number of "
       "creatures you control.",
       "Create X 2/2 white Pegasus creature tokens with flying and vigilance, where X is the "
       "number of creatures you control.")
def test_x_tokens_with_keywords_where_x_is_a_count() -> None:
    """CR 107.3, 608.2h, 111.4: the keyword list ends at ", where X is": two creatures, two
    Birds, each with flying; then two Pegasi with flying and vigilance (B's Elf not counted)."""
    objects = (perm("e1", "A", ELF), perm("b1", "A", BEARS), perm("e3", "B", ELF))
    state = cast("Create X 1/1 white Bird Soldier creature tokens with flying, where X is the "
                 "number of creatures you control.", *objects)
    birds = tokens(state, "Bird Soldier Token")
    assert len(birds) == 2
    assert all(state.permanents[b].card.keywords & Kw.FLYING for b in birds)
    state = cast("Create X 2/2 white Pegasus creature tokens with flying and vigilance, where X "
                 "is the number of creatures you control.", *objects)
    pegasi = tokens(state, "Pegasus Token")
    assert len(pegasi) == 2
    assert all(state.permanents[p].card.keywords & Kw.FLYING
               and state.permanents[p].card.keywords & Kw.VIGILANCE for p in pegasi)


def test_counters_on_it_are_not_read() -> None:
    """CR 608.2h: "equal to the number of +1/+1 counters on it": which object "it" is is not
    decided here; the clause stays unread. "a number of" without "equal to" is no amount."""
    text = "Create a number of Treasure tokens equal to the number of +1/+1 counters on it."
    assert read_card(text, "P", ("Sorcery",)).status != "full"
    assert read_card("Create a number of Treasure tokens.", "P", ("Sorcery",)).status != "full"


def controlled(state: GameState, name: str, player: str) -> int:
    return len([p for p in state.battlefield() if p.token and p.card.name == name
                and p.controller == player])


@plays("Destroy target creature. Its controller creates a 3/3 green Beast creature token.",
       "Exile target creature. Its controller creates a Treasure token.")
def test_its_controller_creates_the_token() -> None:
    """CR 111.2, 608.2h: "its controller" is the destroyed creature's: B, whose Bears A
    destroys, gets the 3/3 Beast under B's control; A gets none. Likewise a Treasure."""
    state = cast("Destroy target creature. Its controller creates a 3/3 green Beast creature "
                 "token.", perm("b1", "B", BEARS), target="b1")
    assert state.permanents["b1"].zone is Zone.GRAVEYARD
    assert controlled(state, "Beast Token", "B") == 1
    assert controlled(state, "Beast Token", "A") == 0
    state = cast("Exile target creature. Its controller creates a Treasure token.",
                 perm("b1", "B", BEARS), target="b1")
    assert controlled(state, "Treasure", "B") == 1 and controlled(state, "Treasure", "A") == 0


@plays("Each opponent creates a 1/1 white Soldier creature token.",
       "Target opponent creates a 1/1 green Hippo creature token.")
def test_an_opponent_creates_the_token() -> None:
    """CR 111.2: the player who creates a token controls it: B, A's opponent, gets the
    Soldier (and the Hippo); A gets none."""
    state = cast("Each opponent creates a 1/1 white Soldier creature token.")
    assert controlled(state, "Soldier Token", "B") == 1
    assert controlled(state, "Soldier Token", "A") == 0
    state = cast("Target opponent creates a 1/1 green Hippo creature token.", target="B")
    assert controlled(state, "Hippo Token", "B") == 1 and controlled(state, "Hippo Token", "A") == 0


def test_another_player_s_tokens_are_not_counted_here() -> None:
    """CR 608.2h: "target player creates a ... token for each <count>": whose count it is is
    not decided here; the clause stays unread."""
    text = "Target player creates a 1/1 white Soldier creature token for each creature you control."
    assert read_card(text, "P", ("Sorcery",)).status != "full"


@plays("When this creature dies, its controller creates a 1/1 white and black Spirit creature "
       "token with flying.")
def test_a_dying_creature_s_controller_creates_the_token() -> None:
    """CR 111.2, 603.10a: "its controller" in a dies trigger is the creature's controller as
    it last existed: B's creature destroyed by A's spell gives B the flying Spirit, not A."""
    host = card("Spirit Host", types=["Creature"], cost="{W}", power=1, toughness=1,
                text="When this creature dies, its controller creates a 1/1 white and black "
                     "Spirit creature token with flying.")
    assert not host.unsupported
    state = cast("Destroy target creature.", perm("h1", "B", host), target="h1")
    finish(state)
    assert controlled(state, "Spirit Token", "B") == 1
    assert controlled(state, "Spirit Token", "A") == 0
