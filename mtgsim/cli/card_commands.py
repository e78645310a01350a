"""``mtgsim cards`` (list the bundled pool), ``mtgsim cards import FILE``, ``mtgsim cards show
NAME`` and ``mtgsim cards coverage`` (of the card pool, with ``--deck FILE`` of one deck's
cards, with several ``--deck`` or ``--decks DIR`` one row per deck): the card pool and card
database commands."""

from __future__ import annotations

import argparse
import json
from collections.abc import Iterator
from pathlib import Path
from typing import Any

from cards import coverage, default_pool
from cards.deck_coverage import TOP_LOST, DeckSetCoverage, deck_coverage
from cards.decks import deck_files, load_deck
from cards.lookup import CombinedPool, card_pool, import_user_database, user_database
from mtgsim.cli.arguments import CARDS_HELP, EXIT_OK, add_workers, positive_int
from mtgsim.experiments.harness.workers import results
from sim.io.run_report import SCHEMA_VERSION
from sim.model.card import CardDef
from sim.model.errors import ScenarioError
from sim.text import CARD_TYPES, names, param_text
from sim.text.render import text as rendered


def add_card_commands(sub: Any) -> None:
    """``mtgsim cards`` (it lists the bundled pool) with its ``import``, ``show`` and
    ``coverage`` actions."""
    cards = sub.add_parser("cards", help="list the bundled card pool, import a card file, "
                           "show a card")
    cards.add_argument("--json", action="store_true", help="print one JSON object")
    cards.set_defaults(func=cmd_cards)
    actions = cards.add_subparsers(dest="action", metavar="ACTION")
    imp = actions.add_parser("import", help="build the local card database from an MTGJSON "
                             "AtomicCards or Scryfall bulk data file (.json, .gz, .xz, .bz2, "
                             ".zip)")
    imp.add_argument("file", help="the card file")
    imp.set_defaults(func=cmd_import)
    show = actions.add_parser("show", help="print one card as the engine reads it")
    show.add_argument("name", help="the card's name (case-insensitive; a multi-face card by "
                      "its full name or its front face's)")
    show.add_argument("--json", action="store_true", default=argparse.SUPPRESS,
                      help="print one JSON object")
    show.add_argument("--cards", metavar="FILE", help=CARDS_HELP)
    show.set_defaults(func=cmd_show)
    cov = actions.add_parser("coverage", help="how much of the card database (or, without "
                             "one, of the bundled cards) the engine runs: cards per support "
                             "status and the most frequent clause patterns it does not run")
    cov.add_argument("--json", action="store_true", default=argparse.SUPPRESS,
                     help="print one JSON object")
    cov.add_argument("--top", type=positive_int, default=None, metavar="N",
                     help="how many patterns to list (default 25)")
    cov.add_argument("--type", metavar="TYPE", choices=CARD_TYPES, type=str.lower,
                     help="only cards of this card type (creature, instant, ...)")
    cov.add_argument("--cards", metavar="FILE", help=CARDS_HELP)
    cov.add_argument("--deck", metavar="FILE", action="append", help="instead of the pool, "
                     "one deck file (MTG Arena / MTGO text export, docs/deck-format.md): each "
                     "of its cards with its count, support status and the clauses the engine "
                     "does not run, and the share of the deck run in full; given more than "
                     "once (or with --decks), one row per deck and how many run fully")
    cov.add_argument("--decks", metavar="DIR", action="append", help="every deck file (*.txt, "
                     "*.dec) in the directory, one row per deck: its slots, the shares run in "
                     "full, whether it runs fully, the clauses costing it the most slots "
                     "(--top N of them, default 3); then how many decks run fully and the "
                     "share of all their slots")
    add_workers(cov)
    cov.set_defaults(func=cmd_coverage)


def _sources(pool: CombinedPool, bundled: bool = False) -> list[str]:
    """Where the pool's cards come from: its card databases (then, with ``bundled``, the
    bundled cards beneath them), else the bundled cards."""
    databases = [str(db.path) for db in pool.databases]
    return [*databases, "bundled cards"] if bundled or not databases else databases


def cmd_decks_coverage(args: argparse.Namespace) -> int:
    """``mtgsim cards coverage --deck A --deck B ...`` or ``--decks DIR``: one row per deck
    (its slots, the shares run in full, whether it runs fully, what costs it the most slots)
    and how many decks run fully, with the share of all their slots run in full."""
    if args.type is not None:
        raise ScenarioError("--type", str(args.type), "does not go with --deck or --decks: a "
                            "deck report counts every card of the deck")
    files = [Path(f) for f in args.deck or ()]
    for directory in args.decks or ():
        files += deck_files(directory)
    pool = card_pool(args.cards)
    result = DeckSetCoverage(tuple(deck_coverage(load_deck(f, pool=pool)) for f in files))
    top = TOP_LOST if args.top is None else args.top
    if getattr(args, "json", False):
        print(json.dumps({"schema_version": SCHEMA_VERSION, "sources": _sources(pool, True),
                          **result.to_json(top)}, indent=2))
    else:
        print(f"coverage of {len(files)} decks, their cards from "
              f"{' over '.join(_sources(pool, True))}")
        print(result.table(top))
    return 0


def cmd_deck_coverage(args: argparse.Namespace) -> int:
    """``mtgsim cards coverage --deck FILE``: each card of the deck with its count, status and
    what of it the engine does not run, and the shares run in full (with several decks:
    ``cmd_decks_coverage``)."""
    if args.decks or len(args.deck) > 1:
        return cmd_decks_coverage(args)
    for option, value in (("--type", args.type), ("--top", args.top)):
        if value is not None:
            raise ScenarioError(option, str(value), "does not go with --deck: the deck "
                                "report lists every card of the deck")
    pool = card_pool(args.cards)
    result = deck_coverage(load_deck(Path(args.deck[0]), pool=pool))
    if getattr(args, "json", False):
        print(json.dumps({"schema_version": SCHEMA_VERSION, "sources": _sources(pool, True),
                          **result.to_json()}, indent=2))
    else:
        print(f"coverage of a deck, its cards from {' over '.join(_sources(pool, True))}")
        print(result.table())
    return 0


def cmd_coverage(args: argparse.Namespace) -> int:
    """``mtgsim cards coverage``: cards per support status, the clause patterns not run (with
    ``--deck``: ``cmd_deck_coverage``)."""
    if args.deck or args.decks:
        return cmd_deck_coverage(args)
    top = 25 if args.top is None else args.top
    pool = card_pool(args.cards)
    broken: list[str] = []
    card_type = "" if args.type is None else args.type.title()

    def cards() -> Iterator[CardDef]:
        """The pool's cards, streamed: the bundled cards when there is no card database."""
        for card in pool.every_card(bundled=not pool.databases):
            if not isinstance(card, CardDef):
                broken.append(str(card))
            elif not card_type or card_type in card.types:
                yield card

    def summaries() -> Iterator[coverage.CardSummary]:
        """The card database's cards (the card file's or the imported one), summarized in
        slices by ``--workers`` processes, in name order whatever the workers."""
        db = pool.databases[0]
        for found, failed in results(coverage.summarize_database, str(db.path),
                                     coverage.slices(len(db), card_type),
                                     workers=args.workers):
            broken.extend(failed)
            yield from found

    result = coverage.tally(summaries()) if len(pool.databases) == 1 \
        else coverage.measure(cards())
    sources = _sources(pool)
    if getattr(args, "json", False):
        print(json.dumps({"schema_version": SCHEMA_VERSION, "sources": sources,
                          **result.to_json(top), "not_built": broken}, indent=2))
    else:
        print(f"coverage of {' over '.join(sources)}")
        print(coverage.table(result, top))
        for message in broken:
            print(f"  not built: {message}")
    return 0


def cmd_import(args: argparse.Namespace) -> int:
    """``mtgsim cards import FILE``: build the local card database."""
    result = import_user_database(Path(args.file))
    print(f"imported {result.cards} cards ({result.shape}) from {args.file} into "
          f"{user_database()} in {result.seconds:.1f} s")
    for reason, n in sorted(result.skipped.items()):
        print(f"  skipped {n}: {reason}")
    return 0


def cmd_show(args: argparse.Namespace) -> int:
    """``mtgsim cards show NAME``: one card as the engine reads it."""
    pool = card_pool(args.cards)
    card = pool.get(args.name)
    if card is None:
        close = pool.suggest(args.name)
        hint = f" Did you mean {', '.join(repr(c) for c in close)}?" if close else ""
        raise ScenarioError("cards show", "NAME", f"unknown card {args.name!r}.{hint}")
    found = pool.record(args.name)
    info = describe(card)
    if found is not None:
        record, db = found
        info.update(source=str(db.path), full_name=record.name, layout=record.layout,
                    printed_keywords=list(record.keywords),
                    other_faces=[f.name for f in record.faces if f.name != card.name],
                    front_face=record.front.name == card.name or record.name == card.name)
    else:
        info.update(source="bundled")
    if getattr(args, "json", False):
        print(json.dumps({"schema_version": SCHEMA_VERSION, "card": info}, indent=2))
    else:
        print("\n".join(show_lines(info)))
    return 0


def describe(card: CardDef) -> dict[str, Any]:
    """What the engine knows of ``card``: its characteristics and the abilities it reads."""
    spell = card.spell
    return {
        "name": card.name, "cost": card.cost, "supertypes": list(card.supertypes),
        "types": list(card.types), "subtypes": list(card.subtypes), "colors": list(card.colors),
        "power": card.power, "toughness": card.toughness, "loyalty": card.loyalty,
        "defense": card.defense, "keywords": names(card.keywords),
        "params": sorted(param_text(p) for p in card.params),
        "statics": [s.text for s in card.statics], "mana": card.mana or None,
        "activated": [a.text for a in card.activated],
        "triggered": [{"text": t.text, "event": t.event or None} for t in card.triggered],
        "spell": None if spell is None else {"text": spell.text, "runs": spell.runnable},
        "status": coverage.status(card), "unsupported": list(card.unsupported),
        "rendered": [{"clause": clause, "rendered": rendered(model, clause)}
                     for clause, model in card.clauses],
        "approximate": [{"clause": clause, "engine_reads": reading}
                        for clause, reading in card.approximate],
        "text": card.text,
        # a transforming double-faced card's back face (CR 712.2), counted in its status
        "back": None if card.back is None else describe(card.back),
        # a split card's halves (CR 709.1), each cast on its own (709.3), counted in its status
        "halves": [describe(half) for half in card.halves]}


def show_lines(info: dict[str, Any]) -> list[str]:
    """``mtgsim cards show``'s text: the card ``describe`` gives, line by line."""
    out = [f"{info['name']}  ({info['source']}; support: {info['status']})"]
    if info.get("halves"):  # CR 709.3
        out.append(f"  layout: {info['layout']}; the engine casts {info['full_name']!r} as "
                   f"either half: {', '.join(h['name'] for h in info['halves'])}")
    elif info.get("layout") not in (None, "normal"):
        others = ", ".join(info["other_faces"]) or "none"
        face = "the front face" if info["front_face"] else f"the face {info['name']!r}"
        out.append(f"  layout: {info['layout']}; the engine plays {face} of "
                   f"{info['full_name']!r} (other faces: {others})")
    type_line = " ".join(info["supertypes"] + info["types"])
    if info["subtypes"]:
        type_line += " — " + " ".join(info["subtypes"])
    out.append(f"  {type_line}" + (f"  {info['cost']}" if info["cost"] else ""))
    if info["colors"]:
        out.append(f"  colors: {''.join(info['colors'])}")
    stats = [f"{info['power']}/{info['toughness']}" if info["power"] is not None else "",
             f"loyalty {info['loyalty']}" if info["loyalty"] is not None else "",
             f"defense {info['defense']}" if info["defense"] is not None else ""]
    if any(stats):
        out.append("  " + ", ".join(s for s in stats if s))
    abilities = info["keywords"] + info["params"] + info["statics"]
    if info["mana"] is not None:
        abilities.append(f"{{T}}: add {info['mana']} mana")
    out.append(f"  abilities: {'; '.join(abilities) or 'none'}")
    if info.get("printed_keywords"):
        out.append(f"  printed keywords: {', '.join(info['printed_keywords'])}")
    for text in info["activated"]:
        out.append(f"  activated: {text}")
    for trigger in info["triggered"]:
        waits = trigger["event"] or "an event the engine does not know"
        out.append(f"  triggered: {trigger['text']}  (waits for {waits})")
    if info["spell"] is not None:
        runs = "runs" if info["spell"]["runs"] else "does not run"
        out.append(f"  spell ({runs}): {info['spell']['text']}")
    for clause in info["unsupported"]:
        out.append(f"  not run: {clause}")
    for row in info["approximate"]:
        out.append(f"  read approximately: {row['clause']}  (the engine reads: "
                   f"{row['engine_reads']})")
    for row in info["rendered"]:
        out.append(f"  rendered back: {row['rendered']}")
    if info["text"]:
        out.append("  text: " + info["text"].replace("\n", "\n        "))
    if info.get("back"):  # CR 712.2: what it transforms into (701.28a)
        back = show_lines({**info["back"], "source": "its back face"})
        out.append(f"  transforms into: {back[0].strip()}")
        out += ["  " + line for line in back[1:]]
    for half in info.get("halves", ()):  # CR 709.3: cast as either half
        lines = show_lines({**half, "source": "a half"})
        out.append(f"  half: {lines[0].strip()}")
        out += ["  " + line for line in lines[1:]]
    return out


def cmd_cards(args: argparse.Namespace) -> int:
    """List the pool: each card's types, what it has of power/toughness (creatures), loyalty
    (planeswalkers, CR 306.5b) and defense (battles, CR 310.4), and its abilities: keywords,
    parameterised abilities, static abilities (CR 604) and mana abilities (CR 605)."""
    pool = default_pool()
    rows: list[dict[str, Any]] = [
        {"name": c.name, "types": list(c.types), "subtypes": list(c.subtypes),
         "power": c.power, "toughness": c.toughness, "loyalty": c.loyalty,
         "defense": c.defense, "keywords": names(c.keywords),
         "params": sorted(param_text(p) for p in c.params),
         "statics": [s.text for s in c.statics], "mana": c.mana or None} for c in pool]
    if args.json:
        print(json.dumps({"schema_version": SCHEMA_VERSION, "cards": rows}, indent=2))
        return EXIT_OK
    for row in rows:
        body = []
        if row["power"] is not None and row["toughness"] is not None:
            body.append(f"{row['power']}/{row['toughness']}")
        if row["loyalty"] is not None:
            body.append(f"loyalty {row['loyalty']}")
        if row["defense"] is not None:
            body.append(f"defense {row['defense']}")
        abilities = row["keywords"] + row["params"] + row["statics"]
        if row["mana"] is not None:
            abilities.append(f"{{T}}: add {row['mana']} mana")
        listed = f"[{'; '.join(abilities)}]" if abilities else ""
        print(f"{row['name']:<24} {' '.join(row['types']):<20} {', '.join(body):<10} "
              f"{listed}".rstrip())
    return EXIT_OK


__all__ = ["add_card_commands", "cmd_cards", "cmd_import", "cmd_show", "cmd_coverage",
           "cmd_deck_coverage", "cmd_decks_coverage", "describe", "show_lines"]
