"""``sim.io.board_svg`` / ``mtgsim.svg``: the battlefield as SVG, read back with ElementTree. Every
check reads the parsed document (cards by their ``id`` text, arrows by class), never the string's
layout, and compares it with the state's own answers (``power``, ``tapped``, ``combat``)."""

from __future__ import annotations

import xml.etree.ElementTree as ET

import pytest

import mtgsim
import mtgsim.svg
from sim.io.board_svg import board, esc
from sim.model.state import GameState

SVG = "{http://www.w3.org/2000/svg}"

#: A's lord makes its other creatures bigger than printed and B's b2 is pumped by an effect,
#: so printed and current power/toughness differ; a2 starts tapped; B has poison and Jace
COMBAT = """
[players.A]
[players.B]
poison = 3
[[permanents]]
id = "lord"
controller = "A"
name = "Field Marshal"
power = 1
toughness = 1
abilities = ["Other creatures you control get +1/+1."]
[[permanents]]
id = "a1"
controller = "A"
card = "Grizzly Bears"
[[permanents]]
id = "a2"
controller = "A"
card = "Hill Giant"
tapped = true
[[permanents]]
id = "b1"
controller = "B"
card = "Grizzly Bears"
[[permanents]]
id = "b2"
controller = "B"
card = "Grizzly Bears"
[[permanents]]
id = "jace"
controller = "B"
card = "Jace Beleren"
[[effects]]
affected = "b2"
power = 2
"""


def parse(svg: str) -> ET.Element:
    """The document, checked to be an SVG root with a size and a viewBox."""
    root = ET.fromstring(svg)
    assert root.tag == f"{SVG}svg"
    assert root.get("width") and root.get("height") and root.get("viewBox")
    return root


def classes(element: ET.Element) -> set[str]:
    return set((element.get("class") or "").split())


def cards(root: ET.Element) -> dict[str, ET.Element]:
    """The drawn permanents, by the text of their ``id`` label."""
    out: dict[str, ET.Element] = {}
    for g in root.iter(f"{SVG}g"):
        if "permanent" in classes(g):
            label = g.find(f"{SVG}text[@class='id']")
            assert label is not None and label.text is not None
            assert label.text not in out
            out[label.text] = g
    return out


def text(element: ET.Element, cls: str) -> str | None:
    """The text of the ``<text>`` of class ``cls`` inside ``element``, if any."""
    found = element.find(f".//{SVG}text[@class='{cls}']")
    return None if found is None else found.text


def arrows(root: ET.Element, kind: str) -> list[ET.Element]:
    return [e for e in root.iter() if kind in classes(e)]


def titles(elements: list[ET.Element]) -> set[str]:
    return {str(e.findtext(f"{SVG}title")) for e in elements}


def at_damage() -> GameState:
    """COMBAT after a1 attacks B and lord attacks Jace, b1 and b2 both block a1: A must now
    divide a1's damage, with the combat still in progress."""
    state = mtgsim.load(COMBAT)
    state.apply("attack a1=B lord=jace")
    state.apply("block b1=a1 b2=a1")
    assert state.decision is not None and state.decision.kind == "assign_combat_damage"
    return state


def test_the_document_is_svg_of_the_requested_width() -> None:
    state = mtgsim.load(COMBAT)
    root = parse(board(state, size=400))
    assert root.get("width") == "400"
    _, _, w, h = (float(v) for v in str(root.get("viewBox")).split())
    assert int(str(root.get("height"))) == round(400 * h / w)
    with pytest.raises(ValueError):
        board(state, size=0)


def test_every_permanent_shows_its_current_power_and_toughness() -> None:
    state = mtgsim.load(COMBAT)
    drawn = cards(parse(board(state)))
    assert set(drawn) == {p.id for p in state.battlefield()}
    changed = 0
    for pid, g in drawn.items():
        perm = state.permanents[pid]
        assert text(g, "name") == perm.card.name
        if perm.card.is_creature:
            current = (state.power(pid), state.toughness(pid))
            assert text(g, "pt") == f"{current[0]}/{current[1]}"
            changed += current != (perm.card.power, perm.card.toughness)
        else:
            assert text(g, "pt") is None
    assert changed == 3  # a1 and a2 (the lord), b2 (the effect): not the printed values
    assert text(drawn["b2"], "pt") == "4/2" and text(drawn["a2"], "pt") == "4/4"
    assert text(drawn["jace"], "loyalty") == f"loyalty {state.loyalty('jace')}"


def test_players_show_life_poison_and_who_lost() -> None:
    state = mtgsim.load(COMBAT.replace("[players.A]", "[players.A]\nlife = 7"))
    bands = {text(g, "player-id"): g for g in parse(board(state)).iter(f"{SVG}g")
             if "player" in classes(g)}
    assert text(bands["A"], "life") == "life 7" and text(bands["B"], "life") == "life 20"
    assert text(bands["B"], "poison") == "poison 3" and text(bands["A"], "poison") is None
    assert not any("lost" in classes(g) for g in bands.values())
    lethal = mtgsim.load("""
[players.A]
[players.B]
life = 2
[[permanents]]
id = "a1"
controller = "A"
card = "Grizzly Bears"
""")
    lethal.apply("attack a1=B")
    lethal.apply("block none")
    assert lethal.players["B"].lost
    bands = {text(g, "player-id"): g for g in parse(board(lethal)).iter(f"{SVG}g")
             if "player" in classes(g)}
    assert "lost" in classes(bands["B"]) and text(bands["B"], "lost-mark") == "LOST"
    assert "lost" not in classes(bands["A"]) and text(bands["A"], "lost-mark") is None


def test_tapped_permanents_are_turned_and_marked() -> None:
    state = at_damage()  # a2 began tapped; a1 and lord tapped to attack
    drawn = cards(parse(board(state)))
    tapped = {pid for pid, g in drawn.items() if "tapped" in classes(g)}
    assert tapped == {p.id for p in state.battlefield() if p.tapped} == {"a1", "a2", "lord"}
    for pid, g in drawn.items():
        turned = (g.get("transform") or "").startswith("rotate(90")
        assert turned == (pid in tapped)
        assert (text(g, "tapped-mark") == "tapped") == (pid in tapped)


def test_arrows_count_the_attackers_and_the_blockers() -> None:
    before = parse(board(mtgsim.load(COMBAT)))
    assert not arrows(before, "attack") and not arrows(before, "block")
    state = at_damage()
    assert state.combat is not None
    root = parse(board(state))
    attack, block = arrows(root, "attack"), arrows(root, "block")
    assert len(attack) == len(state.combat.attackers) == 2
    assert len(block) == len(state.combat.blocks) == 2
    assert titles(attack) == {"a1 attacks B", "lord attacks jace"}
    assert titles(block) == {"b1 blocks a1", "b2 blocks a1"}
    assert {e.get("stroke") for e in attack}.isdisjoint({e.get("stroke") for e in block})
    # the arrow to Jace ends on Jace's card: on its rectangle's border
    jace = cards(root)["jace"].find(f"{SVG}rect")
    assert jace is not None
    x, y = float(str(jace.get("x"))), float(str(jace.get("y")))
    w, h = float(str(jace.get("width"))), float(str(jace.get("height")))
    (line,) = (e for e in attack if e.findtext(f"{SVG}title") == "lord attacks jace")
    x2, y2 = float(str(line.get("x2"))), float(str(line.get("y2")))
    assert x - 0.1 <= x2 <= x + w + 0.1 and y - 0.1 <= y2 <= y + h + 0.1
    assert min(abs(x2 - x), abs(x2 - x - w), abs(y2 - y), abs(y2 - y - h)) < 0.1
    plain = parse(board(state, arrows=False))
    assert not arrows(plain, "attack") and not arrows(plain, "block")


def test_a_permanent_that_died_is_not_drawn() -> None:
    state = at_damage()
    state.apply("assign a1: b1=2 b2=1")
    assert state.is_terminal()
    assert set(state.outcome().died) == {"a1", "b1"}
    root = parse(board(state))
    drawn = cards(root)
    assert set(drawn) == {"lord", "a2", "b2", "jace"}
    assert text(drawn["b2"], "damage") == "1 dmg" and text(drawn["lord"], "damage") is None
    assert text(drawn["jace"], "loyalty") == f"loyalty {state.loyalty('jace')}"
    assert state.loyalty("jace") == 2  # the lord's 1 damage
    assert not arrows(root, "attack") and not arrows(root, "block")  # combat is over


def test_battles_show_their_defense() -> None:
    state = mtgsim.load(COMBAT + """
[[permanents]]
id = "siege"
controller = "B"
name = "Invasion of Somewhere"
types = ["Battle"]
defense = 5
""")
    siege = cards(parse(board(state)))["siege"]
    assert text(siege, "defense") == "defense 5" and text(siege, "pt") is None


def test_names_and_ids_are_escaped() -> None:
    state = mtgsim.load(r"""
[players."P<&>"]
[players.B]
[[permanents]]
id = "x&<y>"
controller = "P<&>"
name = "Tom & \"Jerry\" <3\u0001"
power = 2
toughness = 2
""")
    svg = board(state)
    assert "<&>" not in svg and "x&<y>" not in svg
    root = parse(svg)  # well-formed, the control character included
    card = cards(root)["x&<y>"]
    assert text(card, "name") == 'Tom & "Jerry" <3\ufffd'
    assert "P<&>" in {t.text for t in root.iter(f"{SVG}text")}
    assert esc('a<b & "c"\x01') == "a&lt;b &amp; &quot;c&quot;\ufffd"


def test_the_picture_is_deterministic_and_is_the_notebook_repr() -> None:
    state = at_damage()
    svg = board(state)
    assert board(state) == svg == board(state.clone())
    assert state._repr_svg_() == mtgsim.svg.board(state) == svg
    assert mtgsim.svg.board is board
    # through to_dict/from_dict (COMBAT's lord does not round-trip: sim.io.serialize does not
    # know sim.model.abilities.Filter), a board with combat in progress
    strike = mtgsim.load("examples/alpha_strike.toml")
    strike.apply("attack knight=B hydra=jace")
    strike.apply("block bears=knight wall=hydra")
    assert strike.combat is not None
    assert board(GameState.from_dict(strike.to_dict())) == board(strike)
    assert strike._repr_svg_() == mtgsim.svg.board(strike)
