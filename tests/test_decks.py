"""Deck files (cards/decks.py, docs/deck-format.md): every accepted form of the MTG Arena /
MTGO text export, every error naming the file, line and text, name resolution through the
bundled pool and an imported card file, warnings and ``strict``, and the example decks."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from cards import CardPool, default_pool
from cards.decks import (
    WHERE_CARDS,
    DeckEntry,
    DeckError,
    DeckList,
    deck_files,
    load_deck,
    parse_deck,
)
from sim.model.card import CardDef
from sim.model.errors import MtgsimError, ScenarioError
from sim.text import build_card

ROOT = Path(__file__).resolve().parent.parent
DECKS = ROOT / "examples" / "decks"
EXAMPLES = sorted(DECKS.glob("*.txt"))
FIXTURES = ROOT / "tests" / "fixtures" / "cards"
ATOMIC = FIXTURES / "atomic_cards.json"


def names(entries: tuple[DeckEntry, ...]) -> list[tuple[int, str]]:
    return [(e.count, e.name) for e in entries]


def parse_error(text: str, source: str = "deck.txt") -> DeckError:
    with pytest.raises(DeckError) as info:
        parse_deck(text, source)
    return info.value


def fail(field: str, message: str) -> Exception:
    return AssertionError(f"{field}: {message}")


# --- card lines -----------------------------------------------------------------------------

def test_count_and_name() -> None:
    deck = parse_deck("4 Llanowar Elves\n20 Forest\n")
    assert deck.main == (DeckEntry(4, "Llanowar Elves", 1, "4 Llanowar Elves"),
                         DeckEntry(20, "Forest", 2, "20 Forest"))
    assert deck.sideboard == deck.commander == deck.companion == ()


@pytest.mark.parametrize("line", ["4x Llanowar Elves", "4X Llanowar Elves",
                                  "  4   Llanowar    Elves  ", "4\tLlanowar Elves",
                                  "4 Llanowar Elves (M19) 314", "4 Llanowar Elves (m19) 314",
                                  "4 Llanowar Elves (M19)", "4 Llanowar Elves *F*",
                                  "4 Llanowar Elves (M19) 314 *F*", "4 Llanowar Elves *E*",
                                  "4x Llanowar Elves (PLST) DOM-168",
                                  "4 Llanowar Elves (30A) 2020★"])
def test_accepted_card_line_forms(line: str) -> None:
    assert names(parse_deck(line).main) == [(4, "Llanowar Elves")]


@pytest.mark.parametrize(("line", "name"), [
    ("1 Fire // Ice", "Fire // Ice"),
    ("1 Fire // Ice (MH2) 290", "Fire // Ice"),
    ("2 Delver of Secrets // Insectile Aberration (ISD) 51 *F*",
     "Delver of Secrets // Insectile Aberration"),
    ("1 B.F.M. (Big Furry Monster)", "B.F.M. (Big Furry Monster)"),  # not a set code
    ("1 Erase (Not the Urza's Legacy One)", "Erase (Not the Urza's Legacy One)"),
    ("3 Xenagos, the Reveler", "Xenagos, the Reveler"),  # an "x" after a space is the name's
])
def test_names_are_kept_whole(line: str, name: str) -> None:
    assert names(parse_deck(line).main)[0][1] == name


def test_comments_are_ignored_and_line_numbers_kept() -> None:
    text = ("// Creatures\n4 Llanowar Elves\n# a note\n\n  // indented comment\n"
            "// Spells\n2 Giant Growth\n")
    deck = parse_deck(text)
    # no header: the blank line after the main deck starts the sideboard (MTGO)
    assert [(e.name, e.line) for e in deck.main] == [("Llanowar Elves", 2)]
    assert [(e.name, e.line) for e in deck.sideboard] == [("Giant Growth", 7)]


def test_windows_line_ends_and_a_byte_order_mark() -> None:
    deck = parse_deck("\ufeffDeck\r\n4 Forest\r\n\r\nSideboard\r\n1 Shock\r\n")
    assert names(deck.main) == [(4, "Forest")] and names(deck.sideboard) == [(1, "Shock")]


# --- sections -------------------------------------------------------------------------------

ARENA = """Commander
1 Grizzly Bears (M19) 1

Companion
1 Serra Angel

Deck
4 Forest (M19) 277
4 Giant Growth

2 Shock

Sideboard
3 Titanic Growth
"""


def test_arena_headers() -> None:
    deck = parse_deck(ARENA)
    assert names(deck.commander) == [(1, "Grizzly Bears")]
    assert names(deck.companion) == [(1, "Serra Angel")]
    # under headers, a blank line inside a section changes nothing
    assert names(deck.main) == [(4, "Forest"), (4, "Giant Growth"), (2, "Shock")]
    assert names(deck.sideboard) == [(3, "Titanic Growth")]
    assert [e.line for e in deck.main] == [8, 9, 11]


@pytest.mark.parametrize("header", ["Sideboard", "sideboard", "SIDEBOARD", "Sideboard:",
                                    "  Sideboard  ", "// Sideboard", "//Sideboard:"])
def test_header_spellings(header: str) -> None:
    deck = parse_deck(f"Deck\n4 Forest\n{header}\n2 Shock\n")
    assert names(deck.main) == [(4, "Forest")] and names(deck.sideboard) == [(2, "Shock")]


@pytest.mark.parametrize("header", ["deck", "DECK", "Deck:", "Main", "Maindeck", "Main deck"])
def test_main_deck_header_spellings(header: str) -> None:
    deck = parse_deck(f"Sideboard\n2 Shock\n{header}\n4 Forest\n")
    assert names(deck.main) == [(4, "Forest")] and names(deck.sideboard) == [(2, "Shock")]


def test_mtgo_blank_line_before_the_sideboard() -> None:
    deck = parse_deck("\n\n4 Forest\n4 Shock\n\n\n2 Giant Growth\n\n1 Titanic Growth\n")
    assert names(deck.main) == [(4, "Forest"), (4, "Shock")]  # leading blank lines: nothing
    assert names(deck.sideboard) == [(2, "Giant Growth"), (1, "Titanic Growth")]


def test_sb_prefix() -> None:
    deck = parse_deck("4 Forest\nSB: 2 Shock\nsb:1 Giant Growth\n4 Mountain\n")
    assert names(deck.main) == [(4, "Forest"), (4, "Mountain")]
    assert names(deck.sideboard) == [(2, "Shock"), (1, "Giant Growth")]


def test_about_section_gives_the_name() -> None:
    deck = parse_deck("About\nName Mono Green Stompy\n\nDeck\n20 Forest\n")
    assert deck.name == "Mono Green Stompy" and deck.about == ("Name Mono Green Stompy",)
    assert names(deck.main) == [(20, "Forest")]
    assert parse_deck("20 Forest").name == ""


def test_the_source_is_kept() -> None:
    assert parse_deck("1 Forest").source == "<deck>"
    assert parse_deck("1 Forest", "my.txt").source == "my.txt"


# --- parse errors ---------------------------------------------------------------------------

@pytest.mark.parametrize(("text", "line", "bad"), [
    ("4 Forest\nLlanowar Elves\n", 2, "Llanowar Elves"),    # no count
    ("4 Forest\nMaybeboard\n1 Shock\n", 2, "Maybeboard"),  # not a header
    ("Deck\n4 Forest\nx4 Shock\n", 3, "x4 Shock"),
    ("4Forest\n", 1, "4Forest"),
    ("-1 Forest\n", 1, "-1 Forest"),
    ("4 Forest\n\nSB:\n", 3, "SB:"),
])
def test_a_line_in_no_accepted_form(text: str, line: int, bad: str) -> None:
    err = parse_error(text)
    assert (err.source, err.line, err.text) == ("deck.txt", line, bad)
    assert str(err).startswith(f"deck.txt: line {line}: {bad!r}: expected a card line")
    for accepted in ("4 Llanowar Elves", "(SET) 123", "Sideboard", "Commander", "Companion",
                     "comment"):
        assert accepted in err.message
    assert isinstance(err, MtgsimError) and isinstance(err, ValueError)


@pytest.mark.parametrize("count", ["0", "00", "1000", "99999999999999999999999"])
def test_counts_out_of_range(count: str) -> None:
    err = parse_error(f"4 Forest\n{count} Mountain\n")
    assert err.line == 2 and err.text == f"{count} Mountain"
    assert f"a count must be from 1 to 999, got {count}" in str(err)
    assert str(err).startswith("deck.txt: line 2: ")


def test_the_largest_count() -> None:
    assert names(parse_deck("999 Relentless Rats").main) == [(999, "Relentless Rats")]


def test_a_set_code_without_a_name() -> None:
    err = parse_error("4 (M19) 277\n")
    assert err.line == 1 and "no card name before the set code" in err.message


@pytest.mark.parametrize(("text", "outside"), [
    ("", ""), ("\n\n", ""), ("// just a comment\n", ""), ("Deck\n", ""),
    ("Sideboard\n2 Shock\n", " (2 cards outside it)"),
    ("Commander\n1 Serra Angel\nCompanion\n1 Grizzly Bears\n", " (2 cards outside it)"),
])
def test_no_main_deck_card_is_an_error(text: str, outside: str) -> None:
    err = parse_error(text)
    assert err.line == 0 and err.source == "deck.txt"
    assert str(err) == (f"deck.txt: the deck has no main-deck cards{outside}; list them as "
                        '"4 Llanowar Elves", one a line, under a "Deck" header or first in '
                        "the file")


def test_an_error_keeps_a_control_character_on_one_line() -> None:
    err = parse_error("4 Forest\nbad\x1b[31mline\n")
    assert "\n" not in str(err) and "\\x1b" in str(err)


# --- resolving names ------------------------------------------------------------------------

def test_load_resolves_bundled_cards_in_order_with_repeats() -> None:
    deck = load_deck("2 Grizzly Bears\n1 Serra Angel (M19) 1\n1 grizzly bears\n\n1 Shock\n")
    pool = default_pool()
    bears, angel = pool["Grizzly Bears"], pool["Serra Angel"]
    assert deck.cards() == [bears, bears, angel, bears]
    assert all(isinstance(c, CardDef) for c in deck.cards())
    assert len(deck) == 4
    assert deck.counts() == {"Grizzly Bears": 3, "Serra Angel": 1}
    assert deck.counts("sideboard") == {"Shock": 1}
    assert deck.sideboard_cards() == [pool["Shock"]]
    assert [c.entry.line for c in deck.main] == [1, 2, 3]
    assert deck.source == "<deck>" and deck.warnings == ()


def test_counts_of_every_section() -> None:
    deck = load_deck(ARENA)
    assert deck.counts("commander") == {"Grizzly Bears": 1}
    assert deck.counts("companion") == {"Serra Angel": 1}
    assert deck.counts("deck") == {"Forest": 4, "Giant Growth": 4, "Shock": 2}
    assert deck.cards() == [c.card for c in deck.main for _ in range(c.count)]
    with pytest.raises(ValueError, match="unknown section 'maybe'"):
        deck.counts("maybe")


def test_an_unknown_card_names_the_line_and_close_matches() -> None:
    with pytest.raises(DeckError) as info:
        load_deck("Deck\n4 Forest\n4 Sera Angel (M19) 31\n", source="angels.txt")
    err = info.value
    assert (err.source, err.line, err.text) == ("angels.txt", 3, "4 Sera Angel (M19) 31")
    assert str(err).startswith("angels.txt: line 3: '4 Sera Angel (M19) 31': unknown card "
                               "'Sera Angel'. Did you mean 'Serra Angel'")
    assert "mtgsim cards import" in err.message


def test_every_unknown_card_is_named_at_once_with_its_close_matches() -> None:
    text = ("Deck\n4 Forest\n4 Sera Angel (M19) 31\n2 Grizly Bears\n2 Qqqq Zzzz Xxxx\n"
            "Sideboard\n1 sera angel\n")
    with pytest.raises(DeckError) as info:
        load_deck(text, source="many.txt")
    err = info.value
    assert isinstance(err, ScenarioError)  # the error every bad file raises
    assert (err.source, err.line, err.lines) == ("many.txt", 0, (3, 4, 5, 7))
    pool = default_pool()
    angel, bears = pool.suggest("Sera Angel"), pool.suggest("Grizly Bears")
    assert angel[0] == "Serra Angel" and bears[0] == "Grizzly Bears"  # the premise
    assert pool.suggest("Qqqq Zzzz Xxxx") == []

    def mean(names: list[str]) -> str:
        return ", ".join(repr(n) for n in names)

    assert str(err) == (
        f"many.txt: unknown cards on 4 lines: lines 3 and 7: 'Sera Angel' (did you mean "
        f"{mean(angel)}?); line 4: 'Grizly Bears' (did you mean {mean(bears)}?); line 5: "
        f"'Qqqq Zzzz Xxxx' (no close name). {WHERE_CARDS}")
    assert "\n" not in str(err)


def test_one_unknown_card_names_its_line_and_text() -> None:
    with pytest.raises(DeckError) as info:
        load_deck("4 Forest\n2 Grizly Bears\n", source="one.txt")
    err = info.value
    assert (err.line, err.lines, err.text, err.field) == (2, (2,), "2 Grizly Bears",
                                                           "line 2: '2 Grizly Bears'")
    close = ", ".join(repr(n) for n in default_pool().suggest("Grizly Bears"))
    assert str(err) == ("one.txt: line 2: '2 Grizly Bears': unknown card 'Grizly Bears'. Did "
                        f"you mean {close}? {WHERE_CARDS}")


def test_unknown_cards_are_reported_before_strict_warnings() -> None:
    with pytest.raises(DeckError, match="unknown card 'Nobody'"):
        load_deck("2 Upkeep Imp\n1 Nobody\n", pool=upkeep_pool(), strict=True)


def test_an_unknown_sideboard_card_is_an_error_too() -> None:
    with pytest.raises(DeckError) as info:
        load_deck("4 Forest\n\n2 Not A Real Card Name At All\n")
    assert info.value.line == 3 and "Did you mean" not in info.value.message


def test_a_deck_file_by_path_and_by_name(tmp_path: Path) -> None:
    path = tmp_path / "my deck.txt"
    path.write_text("Deck\n4 Forest\n2 Giant Growth\n", encoding="utf-8")
    for given in (path, str(path)):
        deck = load_deck(given)
        assert deck.source == str(path) and deck.counts() == {"Forest": 4, "Giant Growth": 2}
    path.write_text("Deck\n4 Forest\n2 Giant Grwoth\n", encoding="utf-8")
    with pytest.raises(DeckError) as info:
        load_deck(path)
    assert str(info.value).startswith(f"{path}: line 3: '2 Giant Grwoth': unknown card")


def test_a_byte_order_mark_in_a_file(tmp_path: Path) -> None:
    path = tmp_path / "bom.txt"
    path.write_bytes("\ufeffDeck\n4 Forest\n".encode())
    assert load_deck(path).counts() == {"Forest": 4}


def test_a_missing_file(tmp_path: Path) -> None:
    missing = tmp_path / "nope.txt"
    for given in (missing, str(missing)):
        with pytest.raises(DeckError) as info:
            load_deck(given)
        assert str(info.value) == f"{missing}: no such deck file"
        assert info.value.line == 0


def test_a_directory_is_not_a_deck_file(tmp_path: Path) -> None:
    with pytest.raises(DeckError) as info:
        load_deck(tmp_path)
    assert str(info.value).startswith(f"{tmp_path}: is a directory, not a regular file")


def test_not_utf8(tmp_path: Path) -> None:
    path = tmp_path / "latin1.txt"
    path.write_bytes("Deck\n4 Forest\n1 Jötun Grunt\n".encode("latin-1"))
    with pytest.raises(DeckError) as info:
        load_deck(path)
    assert info.value.line == 3 and "not UTF-8 text" in str(info.value)
    assert str(info.value).startswith(f"{path}: line 3: ")


def test_a_one_line_text_is_a_deck_not_a_file_name() -> None:
    assert load_deck("4 Forest").counts() == {"Forest": 4}


def test_a_given_pool() -> None:
    bear = build_card({"name": "Test Bear", "power": 2, "toughness": 2}, fail)
    deck = load_deck("3 test bear", pool=CardPool([bear]))
    assert deck.cards() == [bear, bear, bear]
    with pytest.raises(DeckError, match="unknown card 'Forest'"):
        load_deck("3 Forest", pool=CardPool([bear]))


# --- warnings and strict --------------------------------------------------------------------

UPKEEP = "Whenever this permanent mutates, you lose 1 life."


def upkeep_pool() -> CardPool:
    card = build_card({"name": "Upkeep Imp", "power": 1, "toughness": 1, "text": UPKEEP}, fail)
    bear = build_card({"name": "Test Bear", "power": 2, "toughness": 2}, fail)
    assert card.unsupported == (UPKEEP,) and bear.unsupported == ()  # the premise
    return CardPool([card, bear])


def test_warnings_name_each_card_once() -> None:
    deck = load_deck("2 Upkeep Imp\n4 Test Bear\n2 Upkeep Imp\n", pool=upkeep_pool())
    assert deck.warnings == (f"line 1 (Upkeep Imp): the engine does not run {UPKEEP!r}",)
    assert len(deck) == 8  # used anyway


def test_cards_that_can_enter_the_game_warn_sideboard_cards_do_not() -> None:
    pool = upkeep_pool()
    assert load_deck("4 Test Bear\n\n2 Upkeep Imp\n", pool=pool).warnings == ()
    for section in ("Commander", "Companion"):
        deck = load_deck(f"{section}\n1 Upkeep Imp\nDeck\n4 Test Bear\n", pool=pool)
        assert deck.warnings == (f"line 2 (Upkeep Imp): the engine does not run {UPKEEP!r}",)


def test_strict_refuses_cards_the_engine_does_not_fully_run() -> None:
    pool = upkeep_pool()
    with pytest.raises(DeckError) as info:
        load_deck("4 Test Bear\n2 Upkeep Imp\n", pool=pool, strict=True, source="imps.txt")
    assert str(info.value) == ("imps.txt: strict: cards with Oracle text the engine does not "
                               f"run: line 2 (Upkeep Imp): the engine does not run {UPKEEP!r}")
    assert load_deck("4 Test Bear\n", pool=pool, strict=True).warnings == ()


# --- an imported card file ------------------------------------------------------------------

def test_names_resolve_through_an_imported_card_file(data_dir: Path) -> None:
    text = "Deck\n4 Flametongue Kavu\n2 Fire // Ice (MH2) 290\n1 Fire/Ice\n3 Serra Angel\n"
    deck = load_deck(text, cards=ATOMIC)
    kavu, fire = deck.main[0].card, deck.main[1].card
    assert kavu.name == "Flametongue Kavu" and kavu.power == 4 and kavu.toughness == 2
    assert deck.main[2].card == fire  # "Fire/Ice" is read as "Fire // Ice"
    assert deck.main[3].card.name == "Serra Angel"  # imported and bundled alike
    assert len(deck) == 10
    # Fire // Ice is cast as either half (CR 709.3): no face is left out
    assert deck.main[1].name == "Fire // Ice" and fire.name == "Fire // Ice"
    assert deck.main[1].faces_not_played == () and deck.warnings == ()
    with pytest.raises(DeckError, match="line 2: '4 Flametongue Kavu': unknown card"):
        load_deck("Deck\n4 Flametongue Kavu\n")  # not bundled: unknown without the card file


def test_imported_cards_warn_and_strict_refuses_them(data_dir: Path) -> None:
    deck = load_deck("4 Ajani Goldmane\n4 Grizzly Bears\n", cards=ATOMIC)
    assert len(deck.warnings) == 1
    assert deck.warnings[0].startswith("line 1 (Ajani Goldmane): the engine does not run "
                                       "'−6: Create a white Avatar creature token")
    with pytest.raises(DeckError, match="strict: .*Ajani Goldmane"):
        load_deck("4 Ajani Goldmane\n4 Grizzly Bears\n", cards=ATOMIC, strict=True)


# --- multi-face cards -----------------------------------------------------------------------

SCRYFALL = FIXTURES / "scryfall_oracle_cards.json"


@pytest.mark.parametrize(("listed", "played", "full_name", "lost"), [
    ("Kazandu Valley", "Kazandu Valley", "Kazandu Mammoth // Kazandu Valley",
     "Kazandu Mammoth, the front face of Kazandu Mammoth // Kazandu Valley, can't be cast: the "
     "engine plays Kazandu Mammoth // Kazandu Valley only as Kazandu Valley (CR 712)"),
    ("Insectile Aberration", "Insectile Aberration", "Delver of Secrets // Insectile Aberration",
     "Delver of Secrets, the front face of Delver of Secrets // Insectile Aberration, is never "
     "used: the engine plays Delver of Secrets // Insectile Aberration only as Insectile "
     "Aberration, a card of its own (CR 712)"),
    ("Bushi Tenderfoot // Kenzo the Hardhearted", "Bushi Tenderfoot",
     "Bushi Tenderfoot // Kenzo the Hardhearted",
     "Kenzo the Hardhearted, the flipped face of Bushi Tenderfoot // Kenzo the Hardhearted, is "
     "never used: the engine does not flip permanents (CR 710)"),
])
def test_a_multi_face_card_names_each_face_the_engine_never_plays(
        data_dir: Path, listed: str, played: str, full_name: str, lost: str) -> None:
    deck = load_deck(f"Deck\n2 {listed}\n20 Forest\n", cards=ATOMIC)
    entry = deck.main[0]
    assert entry.card.name == played and entry.name == full_name
    assert entry.faces_not_played == (lost,)
    assert any(w.startswith(f"line 2 ({full_name}): ") and w.endswith(lost)
               for w in deck.warnings)
    with pytest.raises(DeckError, match=re.escape(lost)):
        load_deck(f"Deck\n2 {listed}\n20 Forest\n", cards=ATOMIC, strict=True)


def test_multi_face_cards_of_a_scryfall_file(data_dir: Path) -> None:
    deck = load_deck("Deck\n1 Wear // Tear\n1 Brazen Borrower\n1 Tangled Florahedron\n"
                     "1 Huntmaster of the Fells\n1 Akki Lavarunner\n20 Forest\n",
                     cards=SCRYFALL)
    lost = {c.name: c.faces_not_played for c in deck.main}
    assert lost["Wear // Tear"] == ()  # cast as either half (CR 709.3)
    # an adventurer card is cast as its creature or as its Adventure (CR 715.3)
    assert lost["Brazen Borrower // Petty Theft"] == ()
    borrower = next(c.card for c in deck.main if c.card.name == "Brazen Borrower")
    assert borrower.adventure is not None and borrower.adventure.name == "Petty Theft"
    # a modal double-faced card played as its front face may be played as either face (CR
    # 712.11b, 712.12): no face is left out
    assert lost["Tangled Florahedron // Tangled Vale"] == ()
    florahedron = next(c.card for c in deck.main if c.card.name == "Tangled Florahedron")
    assert florahedron.modal_back is not None and florahedron.modal_back.name == "Tangled Vale"
    # a transforming card is played as its front face, which may transform into its back
    # (CR 701.28a, 712.8): no face is left out
    assert lost["Huntmaster of the Fells // Ravager of the Fells"] == ()
    huntmaster = next(c.card for c in deck.main if c.card.name == "Huntmaster of the Fells")
    assert huntmaster.back is not None and huntmaster.back.name == "Ravager of the Fells"
    assert lost["Akki Lavarunner // Tok-Tok, Volcano Born"][0].startswith(
        "Tok-Tok, Volcano Born, the flipped face")
    assert lost["Forest"] == () and deck.main[-1].full_name == ""


def test_a_face_never_played_and_an_unsupported_clause_share_one_warning(data_dir: Path
                                                                        ) -> None:
    deck = load_deck("Deck\n2 Bushi Tenderfoot\n2 Bushi Tenderfoot // Kenzo the Hardhearted\n",
                     cards=ATOMIC)
    (warning,) = deck.warnings  # one card, listed twice: named once
    bushi = deck.main[0].card
    assert warning.startswith("line 2 (Bushi Tenderfoot // Kenzo the Hardhearted): ")
    if bushi.unsupported:  # its clauses come first, then the face never played
        assert warning.index("the engine does not run") < warning.index("Kenzo the Hardhearted,")
    assert warning.endswith("the engine does not flip permanents (CR 710)")


def test_an_adventurer_card_plays_both_faces(data_dir: Path) -> None:
    """CR 715.3: an adventurer card is cast as its creature or as its Adventure: no face is
    left out, and the card knows its Adventure."""
    deck = load_deck("Deck\n2 Bonecrusher Giant\n20 Forest\n", cards=ATOMIC)
    entry = deck.main[0]
    assert entry.faces_not_played == () and entry.name == "Bonecrusher Giant // Stomp"
    assert entry.card.adventure is not None and entry.card.adventure.name == "Stomp"
    assert "Instant" in entry.card.adventure.types
    assert not any("Stomp," in w for w in deck.warnings)


def test_bundled_cards_have_no_faces() -> None:
    deck = load_deck(DECKS / "red_green_stompy.txt")
    assert all(c.faces_not_played == () and c.name == c.card.name for c in deck.main)


# --- the example decks ----------------------------------------------------------------------

BASICS = {"W": "Plains", "U": "Island", "B": "Swamp", "R": "Mountain", "G": "Forest"}


def test_there_are_two_example_decks() -> None:
    assert [p.name for p in EXAMPLES] == ["red_green_stompy.txt", "white_blue_fliers.txt"]


@pytest.mark.parametrize("path", EXAMPLES, ids=lambda p: p.stem)
def test_example_deck_is_60_fully_supported_bundled_cards(path: Path) -> None:
    deck = load_deck(path, strict=True)
    assert len(deck) == len(deck.cards()) == 60 and deck.sideboard == ()
    assert deck.warnings == ()
    pool = default_pool()
    for card in deck.cards():
        assert pool[card.name] is card, card.name  # bundled
        assert card.unsupported == (), card.name
        assert card.cost or "Land" in card.types, card.name
    assert path.read_text(encoding="utf-8").startswith("Deck\n")  # the Arena export
    assert all(c.count <= 4 for c in deck.main if "Basic" not in c.card.supertypes)


@pytest.mark.parametrize(("path", "colors"), [
    (DECKS / "red_green_stompy.txt", {"R", "G"}),
    (DECKS / "white_blue_fliers.txt", {"W", "U"}),
])
def test_example_deck_colors_and_lands(path: Path, colors: set[str]) -> None:
    deck = load_deck(path)
    counts = deck.counts()
    lands = {name: n for name, n in counts.items() if "Land" in default_pool()[name].types}
    assert lands == {BASICS[c]: 12 for c in colors}
    spells = [c for c in deck.cards() if "Land" not in c.types]
    assert len(spells) == 36
    assert all(set(c.colors) <= colors and c.colors for c in spells)
    assert {col for c in spells for col in c.colors} == colors


def test_the_stompy_list() -> None:
    deck = load_deck(DECKS / "red_green_stompy.txt")
    assert deck.counts() == {
        "Greenwood Sentinel": 4, "Centaur Courser": 4, "Boggart Brute": 4, "Onakke Ogre": 4,
        "Hostile Minotaur": 4, "Vigilant Baloth": 4, "Colossal Dreadmaw": 2, "Shock": 4,
        "Titanic Growth": 4, "Sure Strike": 2, "Mountain": 12, "Forest": 12}
    # every line carries a set code and collector number, which the parser drops
    assert all("(M19) " in c.entry.text for c in deck.main)


def test_the_fliers_list() -> None:
    deck = load_deck(DECKS / "white_blue_fliers.txt")
    assert deck.counts() == {
        "Rustwing Falcon": 4, "Knight of Meadowgrain": 4, "Storm Crow": 4, "Cloud Elemental": 4,
        "Ascended Lawmage": 4, "Snapping Drake": 4, "Serra Angel": 4, "Air Elemental": 2,
        "Mighty Leap": 4, "Kill Shot": 2, "Plains": 12, "Island": 12}


def test_basic_lands_are_bundled() -> None:
    pool = default_pool()
    for color, name in BASICS.items():
        land = pool[name]
        assert land.types == ("Land",) and land.supertypes == ("Basic",)
        assert land.subtypes == (name,) and land.colors == () and land.cost == ""
        assert land.text == f"({{T}}: Add {{{color}}}.)" and land.unsupported == ()


def test_a_deck_list_is_data() -> None:
    deck = parse_deck("4 Forest")
    assert isinstance(deck, DeckList) and deck == parse_deck("4 Forest")
    with pytest.raises(AttributeError):
        deck.source = "x"  # type: ignore[misc]


# --- deck_files: a directory of decks ---------------------------------------------------------

def test_deck_files_are_the_txt_and_dec_files_sorted(tmp_path: Path) -> None:
    for name in ("b.txt", "a.DEC", "c.dec", "notes.md", "README"):
        (tmp_path / name).write_text("4 Forest\n", encoding="utf-8")
    (tmp_path / "sub.txt").mkdir()  # a directory, whatever its name, is not a deck file
    assert [p.name for p in deck_files(tmp_path)] == ["a.DEC", "b.txt", "c.dec"]
    assert [p.name for p in deck_files(str(tmp_path))] == ["a.DEC", "b.txt", "c.dec"]


@pytest.mark.parametrize(("make", "message"), [
    ("missing", "no such deck directory"),
    ("file", "not a directory: give a directory of deck files"),
    ("empty", "no deck files in the directory (accepted: *.txt, *.dec)"),
])
def test_deck_files_errors_name_the_directory(tmp_path: Path, make: str, message: str) -> None:
    path = tmp_path / make
    if make == "file":
        path.write_text("4 Forest\n", encoding="utf-8")
    elif make == "empty":
        path.mkdir()
    with pytest.raises(DeckError) as info:
        deck_files(path)
    assert str(info.value) == f"{path}: {message}"
    assert isinstance(info.value, MtgsimError)


def test_a_count_of_thousands_of_digits_is_the_count_message() -> None:
    """A count of 5,000 digits raised int()'s ValueError (Python's digit limit): it is the
    count message, the number shortened."""
    err = parse_error("9" * 5000 + " Mountain\n")
    assert "a count must be from 1 to 999, got 999999" in str(err)
    assert "(5000 digits)" in str(err) and len(str(err)) < 400
