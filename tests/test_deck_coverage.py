"""``cards.deck_coverage``: what a deck will do — each distinct card's count, status and what of
it does not run, the three shares run in full (checked against the deck's cards one by one),
the sections counted, split cards at best partial, and the table, compact and JSON forms; and
several decks' coverage (``DeckSetCoverage``: one row per deck, how many run fully, the shares
of all their slots, what costs the most slots)."""

from __future__ import annotations

import json
from pathlib import Path

import attrs
from hypothesis import given
from hypothesis import strategies as st

from cards import CardPool
from cards.coverage import status
from cards.deck_coverage import (
    DeckCoverage,
    DeckSetCoverage,
    Lost,
    card_status,
    compact_block,
    deck_coverage,
)
from cards.decks import load_deck
from sim.model.card import CardDef
from sim.model.errors import ScenarioError
from sim.text import build_card

ROOT = Path(__file__).resolve().parent.parent
ATOMIC = ROOT / "tests" / "fixtures" / "cards" / "atomic_cards.json"
UPKEEP = "Whenever this permanent mutates, you lose 1 life."


def fail(field: str, message: str) -> Exception:
    return ScenarioError("test", field, message)


def card(name: str, text: str = "", **fields: object) -> CardDef:
    base: dict[str, object] = {"name": name, "power": 2, "toughness": 2}
    return build_card({**base, **fields, **({"text": text} if text else {})}, fail)


POOL = CardPool([
    card("Test Bear"),
    card("Upkeep Imp", UPKEEP),
    card("Cascade Cat", "Flying, ravenous"),
    build_card({"name": "Forest", "types": ["Land"], "supertypes": ["Basic"],
                "subtypes": ["Forest"]}, fail),
    build_card({"name": "Odd Land", "types": ["Land"], "text": UPKEEP}, fail),
])


def test_the_premise_of_the_pool() -> None:
    assert [status(c) for c in POOL] == ["full", "none", "partial", "full", "none"]


def test_counts_statuses_clauses_and_shares() -> None:
    deck = load_deck("Deck\n4 Test Bear\n2 Upkeep Imp\n3 Cascade Cat\n2 test bear\n10 Forest\n"
                     "1 Odd Land\nSideboard\n3 Upkeep Imp\n", pool=POOL, source="d.txt")
    cov = deck_coverage(deck)
    rows = [(c.name, c.count, c.line, c.status, c.unsupported, c.basic_land) for c in cov.cards]
    assert rows == [("Test Bear", 6, 2, "full", (), False),
                    ("Upkeep Imp", 2, 3, "none", (UPKEEP,), False),
                    ("Cascade Cat", 3, 4, "partial", ("ravenous",), False),
                    ("Forest", 10, 6, "full", (), True),
                    ("Odd Land", 1, 7, "none", (UPKEEP,), False)]
    assert (cov.slots.cards, cov.slots.full, cov.slots.percent) == (22, 16, 72.7)
    assert (cov.nonbasic_slots.cards, cov.nonbasic_slots.full) == (12, 6)
    assert (cov.distinct.cards, cov.distinct.full, cov.distinct.percent) == (5, 2, 40.0)
    assert cov.sideboard == 3  # not played, not counted
    assert [c.name for c in cov.not_full()] == ["Upkeep Imp", "Cascade Cat", "Odd Land"]


def test_commander_and_companion_count_the_sideboard_does_not() -> None:
    deck = load_deck("Commander\n1 Upkeep Imp\nCompanion\n1 Cascade Cat\nDeck\n8 Test Bear\n"
                     "Sideboard\n5 Upkeep Imp\n", pool=POOL)
    cov = deck_coverage(deck)
    assert [(c.name, c.count) for c in cov.cards] == [
        ("Test Bear", 8), ("Upkeep Imp", 1), ("Cascade Cat", 1)]
    assert (cov.slots.cards, cov.slots.full) == (10, 8) and cov.sideboard == 5


def test_an_empty_share_is_a_hundred_percent() -> None:
    cov = deck_coverage(load_deck("20 Forest", pool=POOL))
    assert cov.nonbasic_slots.to_json() == {"cards": 0, "full": 0, "percent_full": 100.0}
    assert cov.not_full() == ()


@given(st.lists(st.tuples(st.sampled_from([c.name for c in POOL]), st.integers(1, 30)),
                min_size=1, max_size=12))
def test_shares_match_the_deck_card_by_card(entries: list[tuple[str, int]]) -> None:
    """The shares against the slow reference: every card of ``deck.cards()`` looked at."""
    deck = load_deck("\n".join(f"{n} {name}" for name, n in entries), pool=POOL)
    cov = deck_coverage(deck)
    every = deck.cards()
    nonbasic = [c for c in every if "Basic" not in c.supertypes]
    assert (cov.slots.cards, cov.slots.full) == (
        len(every), sum(status(c) == "full" for c in every))
    assert (cov.nonbasic_slots.cards, cov.nonbasic_slots.full) == (
        len(nonbasic), sum(status(c) == "full" for c in nonbasic))
    assert cov.distinct.cards == len({c.name for c in every})
    assert sum(c.count for c in cov.cards) == len(every)


def test_a_split_card_runs_in_full_when_both_halves_do(data_dir: Path) -> None:
    """CR 709.3: the engine casts Fire // Ice as either half; both run in full."""
    deck = load_deck("Deck\n2 Fire // Ice\n20 Forest\n", cards=ATOMIC)
    fire = deck.main[0]
    assert [h.name for h in fire.card.halves] == ["Fire", "Ice"]
    assert status(fire.card) == "full" and card_status(fire) == "full"
    cov = deck_coverage(deck)
    row = cov.cards[0]
    assert (row.name, row.status, row.unsupported) == ("Fire // Ice", "full", ())
    assert row.faces_not_played == () and (cov.slots.cards, cov.slots.full) == (22, 22)


def test_a_multi_face_card_whose_played_face_runs_in_full_is_partial(data_dir: Path) -> None:
    """A flip card's flipped face is never played (CR 710): the card is partial even when its
    played face runs in full (the fixture's Bushi Tenderfoot given a face that does, a
    Forest's)."""
    deck = load_deck("Deck\n2 Bushi Tenderfoot\n20 Forest\n", cards=ATOMIC)
    bushi = deck.main[0]
    assert len(bushi.faces_not_played) == 1 and card_status(bushi) != "full"
    plain = deck.main[1].card  # (a Forest: a card that runs in full)
    full_face = attrs.evolve(bushi, card=plain)
    assert status(plain) == "full" and card_status(full_face) == "partial"
    assert card_status(attrs.evolve(full_face, faces_not_played=())) == "full"


def test_the_json_form() -> None:
    deck = load_deck("About\nName Imps\nDeck\n2 Upkeep Imp\n4 Forest\n", pool=POOL,
                     source="imps.txt")
    data = json.loads(json.dumps(deck_coverage(deck).to_json()))
    assert data == {
        "deck": "imps.txt", "name": "Imps",
        "slots": {"cards": 6, "full": 4, "percent_full": 66.7},
        "nonbasic_land_slots": {"cards": 2, "full": 0, "percent_full": 0.0},
        "distinct_cards": {"cards": 2, "full": 1, "percent_full": 50.0},
        "sideboard_cards": 0,
        "cards": [{"name": "Upkeep Imp", "count": 2, "line": 4, "status": "none",
                   "basic_land": False, "unsupported": [UPKEEP], "faces_not_played": []},
                  {"name": "Forest", "count": 4, "line": 5, "status": "full",
                   "basic_land": True, "unsupported": [], "faces_not_played": []}]}


def test_the_table_lists_every_card_and_what_does_not_run() -> None:
    deck = load_deck("About\nName Imps\nDeck\n2 Upkeep Imp\n3 Cascade Cat\n4 Forest\n"
                     "Sideboard\n1 Test Bear\n", pool=POOL, source="imps.txt")
    assert deck_coverage(deck).table().splitlines() == [
        "deck imps.txt (Imps): 9 cards; its sideboard (1 card) is not played",
        "run in full: 4 of 9 cards (44.4%), 0 of 5 non-basic-land cards (0.0%), 1 of 3 "
        "distinct cards (33.3%)",
        "count  status   card",
        "    2  none     Upkeep Imp",
        f"                not run: {UPKEEP}",
        "    3  partial  Cascade Cat",
        "                not run: ravenous",
        "    4  full     Forest"]


def test_the_compact_block(data_dir: Path) -> None:
    imps = deck_coverage(load_deck("2 Upkeep Imp\n4 Forest\n", pool=POOL, source="imps.txt"))
    split = deck_coverage(load_deck("Deck\n2 Fire // Ice\n4 Forest\n", cards=ATOMIC,
                                    source="fire.txt"))
    bears = deck_coverage(load_deck("4 Test Bear", pool=POOL, source="bears.txt"))
    assert split.cards[0].faces_not_played == ()  # cast as either half (CR 709.3)
    assert compact_block([("A", imps), ("B", split), ("", bears)]) == [
        "== deck coverage: cards run in full ==",
        "  A imps.txt: 4 of 6 cards (66.7%), 0 of 2 non-basic-land cards (0.0%), 1 of 2 "
        "distinct cards (50.0%)",
        f"    2 Upkeep Imp (none): not run: {UPKEEP!r}",
        "  B fire.txt: 6 of 6 cards (100.0%), 2 of 2 non-basic-land cards (100.0%), 2 of 2 "
        "distinct cards (100.0%)",
        "  bears.txt: 4 of 4 cards (100.0%), 4 of 4 non-basic-land cards (100.0%), 1 of 1 "
        "distinct cards (100.0%)"]


# --- several decks: DeckSetCoverage ---------------------------------------------------------

def cover(text: str, source: str) -> DeckCoverage:
    return deck_coverage(load_deck(text, pool=POOL, source=source))


IMPS = "2 Upkeep Imp\n3 Cascade Cat\n1 Odd Land\n4 Forest\n"
BEARS = "4 Test Bear\n6 Forest\n"
MORE_IMPS = "3 Upkeep Imp\n1 Test Bear\n2 Odd Land\n"


def test_a_deck_runs_fully_only_with_every_card_full() -> None:
    assert cover(BEARS, "bears.txt").runs_fully
    assert not cover(IMPS, "imps.txt").runs_fully
    assert not cover("1 Cascade Cat\n9 Test Bear", "cat.txt").runs_fully  # partial is not full


def test_a_decks_lost_clauses_weighed_by_copies() -> None:
    assert cover(IMPS, "imps.txt").lost() == (
        Lost(f"not run: {UPKEEP}", 3), Lost("not run: ravenous", 3))
    assert cover(BEARS, "bears.txt").lost() == ()


def test_the_sum_over_several_decks() -> None:
    decks = DeckSetCoverage((cover(IMPS, "a/imps.txt"), cover(BEARS, "b/bears.txt"),
                             cover(MORE_IMPS, "c/more.txt")))
    assert decks.runs_fully == 1
    assert (decks.slots.cards, decks.slots.full) == (10 + 10 + 6, 4 + 10 + 1)
    assert (decks.nonbasic_slots.cards, decks.nonbasic_slots.full) == (6 + 4 + 6, 0 + 4 + 1)
    assert decks.lost() == (Lost(f"not run: {UPKEEP}", 3 + 5, 2), Lost("not run: ravenous", 3, 1))
    assert decks.summary() == ("1 of 3 decks run fully; 57.7% of slots (15 of 26), 31.2% of "
                               "non-basic-land slots (5 of 16)")


def test_the_table_one_row_per_deck() -> None:
    decks = DeckSetCoverage((cover(IMPS, "a/imps.txt"), cover(BEARS, "b/bears.txt")))
    assert decks.table(top=1).splitlines() == [
        "deck       slots    full  non-basic  distinct  runs fully",
        "imps.txt      10   40.0%       0.0%       1/4  no",
        f"     3x not run: {UPKEEP}",
        "bears.txt     10  100.0%     100.0%       2/2  yes",
        "1 of 2 decks run fully; 70.0% of slots (14 of 20), 40.0% of non-basic-land slots "
        "(4 of 10)",
        "costing the most slots over every deck (slots, decks, what):",
        f"     3   1  not run: {UPKEEP}",
        "     3   1  not run: ravenous"]
    long = "When this enters the battlefield, " + "you gain 1 life and " * 8 + "draw a card."
    pool = CardPool([card("Long Imp", long)])
    row = deck_coverage(load_deck("4 Long Imp", pool=pool, source="long.txt"))
    (lost,) = [line for line in DeckSetCoverage((row,)).table().splitlines()
               if line.startswith("     4x")]
    assert len(lost) == len("     4x ") + 100 and lost.endswith("...")


def test_the_json_of_several_decks() -> None:
    decks = DeckSetCoverage((cover(IMPS, "imps.txt"), cover(BEARS, "bears.txt")))
    data = json.loads(json.dumps(decks.to_json(top=1)))
    imps = cover(IMPS, "imps.txt").to_json()
    del imps["cards"]
    assert data["decks"][0] == {**imps, "runs_fully": False,
                                "lost": [{"what": f"not run: {UPKEEP}", "copies": 3,
                                          "decks": 1}]}
    assert data["decks"][1]["runs_fully"] is True and data["decks"][1]["lost"] == []
    assert {k: data[k] for k in ("runs_fully", "decks_total", "slots", "nonbasic_land_slots")} \
        == {"runs_fully": 1, "decks_total": 2,
            "slots": {"cards": 20, "full": 14, "percent_full": 70.0},
            "nonbasic_land_slots": {"cards": 10, "full": 4, "percent_full": 40.0}}
    assert [x["what"] for x in data["lost"]] == [f"not run: {UPKEEP}", "not run: ravenous"]


@given(st.lists(st.lists(st.tuples(st.sampled_from([c.name for c in POOL]),
                                   st.integers(1, 9)), min_size=1, max_size=6),
                min_size=1, max_size=5))
def test_the_sums_match_the_decks_card_by_card(lists: list[list[tuple[str, int]]]) -> None:
    """Against the slow reference: every card of every deck looked at."""
    decks = [load_deck("\n".join(f"{n} {name}" for name, n in entries), pool=POOL)
             for entries in lists]
    result = DeckSetCoverage(tuple(deck_coverage(d) for d in decks))
    every = [c for d in decks for c in d.cards()]
    nonbasic = [c for c in every if "Basic" not in c.supertypes]
    assert (result.slots.cards, result.slots.full) == (
        len(every), sum(status(c) == "full" for c in every))
    assert (result.nonbasic_slots.cards, result.nonbasic_slots.full) == (
        len(nonbasic), sum(status(c) == "full" for c in nonbasic))
    assert result.runs_fully == sum(all(status(c) == "full" for c in d.cards()) for d in decks)
    for lost in result.lost():
        clause = lost.what.removeprefix("not run: ")
        assert lost.copies == sum(clause in c.unsupported for c in every)
        assert lost.decks == sum(any(clause in c.unsupported for c in d.cards()) for d in decks)
    copies = [lost.copies for lost in result.lost()]
    assert copies == sorted(copies, reverse=True)


def test_no_decks_at_all() -> None:
    empty = DeckSetCoverage(())
    assert empty.summary() == ("0 of 0 decks run fully; 100.0% of slots (0 of 0), 100.0% of "
                               "non-basic-land slots (0 of 0)")
    assert empty.table().splitlines()[1:] == [empty.summary()]
