"""Synthetic card files for timing ``mtgsim cards import``, and the timing itself.

``python benchmarks/synthetic_cards.py --count 30000`` writes an MTGJSON AtomicCards-shaped
file of that many made-up cards (``--shape scryfall`` for a Scryfall array; ``--gzip`` to
compress it) to a temporary directory, imports it into a fresh database, and prints the
file size, the import time, the database size, the time to look one card up in a newly
opened database, and the time of a coverage report over the whole database. Cards are made
up (no real card data is bundled or downloaded); each carries the bulk a real entry has
beside the characteristics (legalities, printings, identifiers, rulings, foreign names),
about 10% are multi-face (transform, split, adventure, modal_dfc) and 2% are schemes
(skipped).
"""

from __future__ import annotations

import argparse
import gzip
import json
import random
import shutil
import sys
import tempfile
import time
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from cards import coverage, default_pool  # noqa: E402
from cards.database import CardDatabase  # noqa: E402
from cards.importer import import_file  # noqa: E402
from cards.lookup import CombinedPool  # noqa: E402

WORDS = ("ember", "grove", "storm", "vault", "shade", "thorn", "drake", "spire", "glint",
         "marsh", "cinder", "frost", "hollow", "gale", "brine", "rune", "dusk", "iron")
SUBTYPES = ("Human", "Elf", "Goblin", "Wizard", "Soldier", "Drake", "Beast", "Spirit")
TEXTS = ("Flying", "Trample\nWhen {name} enters, you gain 2 life.",
         "When this creature enters, draw a card.", "Vigilance, lifelink",
         "{name} can't block.", "Whenever {name} attacks, it gets +1/+0 until end of turn.",
         "{{T}}: Add {{G}}.", "First strike (This creature deals combat damage before "
         "creatures without first strike.)", "Deathtouch\nWard {{2}}")
FORMATS = ("commander", "legacy", "vintage", "modern", "pioneer", "standard", "pauper")
LAYOUTS = ("transform", "split", "adventure", "modal_dfc")


def card_name(rng: random.Random, i: int) -> str:
    return f"{rng.choice(WORDS).title()} {rng.choice(WORDS).title()} {i}"


def face(rng: random.Random, name: str, creature: bool = True) -> dict[str, Any]:
    entry: dict[str, Any] = {
        "name": name, "manaCost": "{" + str(rng.randint(1, 5)) + "}{G}", "colors": ["G"],
        "types": ["Creature"] if creature else ["Instant"], "supertypes": [],
        "subtypes": [rng.choice(SUBTYPES)] if creature else [],
        "text": rng.choice(TEXTS).format(name=name), "layout": "normal",
        "keywords": ["Flying"], "manaValue": 3.0, "colorIdentity": ["G"],
        "legalities": {f: "Legal" for f in FORMATS},
        "printings": [f"S{rng.randint(10, 99)}" for _ in range(rng.randint(1, 6))],
        "identifiers": {"scryfallOracleId": f"{rng.getrandbits(128):032x}",
                        "scryfallIllustrationId": f"{rng.getrandbits(128):032x}"},
        "rulings": [{"date": "2024-01-01", "text": "A ruling about this card, as long as "
                     "rulings usually are, explaining a corner case of its abilities."}],
        "foreignData": [{"language": lang, "name": f"{name} ({lang})", "text": "..."}
                        for lang in ("German", "French", "Italian", "Spanish", "Japanese")],
    }
    if creature:
        entry.update(power=str(rng.randint(0, 6)), toughness=str(rng.randint(1, 6)))
    return entry


def mtgjson(count: int, seed: int = 0) -> dict[str, Any]:
    rng = random.Random(seed)
    data: dict[str, list[dict[str, Any]]] = {}
    for i in range(count):
        roll = rng.random()
        if roll < 0.02:
            name = card_name(rng, i)
            data[name] = [{**face(rng, name, False), "types": ["Scheme"], "layout": "scheme"}]
        elif roll < 0.12:
            front, back = card_name(rng, i), card_name(rng, i) + " Back"
            full, layout = f"{front} // {back}", rng.choice(LAYOUTS)
            data[full] = [{**face(rng, full, layout != "split"), "faceName": front,
                           "side": "a", "layout": layout},
                          {**face(rng, full, False), "faceName": back, "side": "b",
                           "layout": layout}]
        else:
            name = card_name(rng, i)
            data[name] = [face(rng, name)]
    return {"meta": {"version": "synthetic"}, "data": data}


def scryfall(count: int, seed: int = 0) -> list[dict[str, Any]]:
    out = []
    for name, entries in mtgjson(count, seed)["data"].items():
        faces = [{"object": "card_face", "name": e.get("faceName", name),
                  "mana_cost": e["manaCost"],
                  "type_line": " ".join(e["types"]) + " — " + " ".join(e["subtypes"]),
                  "oracle_text": e["text"], "power": e.get("power"),
                  "toughness": e.get("toughness")} for e in entries]
        card = {"object": "card", "name": name, "layout": entries[0]["layout"],
                "colors": ["G"], "keywords": entries[0]["keywords"],
                "legalities": entries[0]["legalities"], "oracle_id": "x"}
        if len(faces) > 1:
            card["card_faces"] = faces
        else:
            card.update({k: v for k, v in faces[0].items() if k != "object"})
        out.append(card)
    return out


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--count", type=int, default=30000)
    parser.add_argument("--shape", choices=("mtgjson", "scryfall"), default="mtgjson")
    parser.add_argument("--gzip", action="store_true")
    parser.add_argument("--keep", metavar="DIR", help="write the file and database here "
                        "(default: a temporary directory, removed)")
    args = parser.parse_args()
    folder = Path(args.keep or tempfile.mkdtemp(prefix="mtgsim-cards-"))
    folder.mkdir(parents=True, exist_ok=True)
    content = mtgjson(args.count) if args.shape == "mtgjson" else scryfall(args.count)
    raw = json.dumps(content).encode()
    source = folder / ("cards.json.gz" if args.gzip else "cards.json")
    source.write_bytes(gzip.compress(raw) if args.gzip else raw)
    database = folder / "cards.sqlite"
    result = import_file(source, database)
    start = time.perf_counter()
    db = CardDatabase(database)
    name = next(iter(content["data"])) if isinstance(content, dict) else content[0]["name"]
    card = db.get(name)
    lookup = time.perf_counter() - start
    print(f"{args.shape} file: {args.count} cards, {source.stat().st_size / 1e6:.1f} MB "
          f"({source})")
    print(f"import: {result.cards} cards in {result.seconds:.2f} s "
          f"(skipped {sum(result.skipped.values())})")
    print(f"database: {database.stat().st_size / 1e6:.1f} MB ({database})")
    print(f"open + one lookup ({card.name if card else None!r}): {lookup * 1000:.1f} ms")
    db.close()
    start = time.perf_counter()
    pool = CombinedPool([CardDatabase(database)], default_pool())
    report = coverage.measure(c for c in pool.every_card() if not isinstance(c, Exception))
    print(f"coverage report over {report.cards} cards: "
          f"{time.perf_counter() - start:.2f} s")
    if not args.keep:
        shutil.rmtree(folder)


if __name__ == "__main__":
    main()
