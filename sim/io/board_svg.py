"""Pictures of a position: the battlefield as an SVG document, as python-chess draws a board
(``chess.svg.board``); ``GameState._repr_svg_`` shows a state by itself in a notebook.

Pure string building, standard library only. Each player is a band in turn order (id, life,
poison, lost), their permanents on the battlefield cards in it: id, name, types, current power
and toughness (the layer system's, not the printed ones), damage, counters, loyalty, defense;
a tapped card is turned sideways. During combat, arrows run from each attacker to the player,
planeswalker or battle it attacks and from each blocker to each attacker it blocks.

Elements carry classes for tools and tests (``permanent``, ``tapped``, ``token``, ``player``,
``lost``, ``id``, ``pt``, ``damage``, ``loyalty``, ``defense``; arrows ``attack`` and
``block``); colours are presentation attributes, not a stylesheet, because a stylesheet in an
SVG inlined in a notebook page restyles the page's own elements of the same classes.
"""

from __future__ import annotations

import math
import re
from xml.sax.saxutils import escape

from sim.model.combat_state import CombatState
from sim.model.objects import DEFENSE, LOYALTY, Permanent
from sim.model.state import GameState, provide

CARD_W, CARD_H = 88, 120


CELL = 132  # a card's slot: square, so a tapped (turned) card fits in it too


PAD = 10


LABEL_W = 130  # the player's label, left of their cards


CAPTION_H = 26


MIN_COLS, MAX_COLS = 4, 8


ATTACK_COLOR, BLOCK_COLOR = "#c62828", "#1565c0"


COLOR_FILL = {"W": "#fbf8e4", "U": "#e1eefa", "B": "#e4dee4", "R": "#fae3dc", "G": "#e0f0e0"}


GOLD_FILL, COLORLESS_FILL = "#f5e9bf", "#ececec"


#: characters XML 1.0 cannot carry (a scenario's names and ids may hold control characters)
_NOT_XML = re.compile("[^\t\n\r\x20-\ud7ff\ue000-\ufffd\U00010000-\U0010ffff]")


#: a drawn thing as arrows see it: centre x, centre y, half width, half height
Box = tuple[float, float, float, float]


def esc(text: str) -> str:
    """``text`` as XML character data or attribute value, characters XML forbids as U+FFFD."""
    return escape(_NOT_XML.sub("\ufffd", text), {'"': "&quot;"})


def _num(x: float) -> str:
    """A coordinate, at most one decimal, the same text for the same value."""
    v = round(x, 1)
    return str(int(v)) if v == int(v) else str(v)


def _text(x: float, y: float, content: str, size: int = 10, *, cls: str = "",
          width: float = CARD_W - 8, anchor: str = "start", fill: str = "#222",
          bold: bool = False) -> str:
    """A ``<text>`` element; when it looks longer than ``width``, a smaller font (not below 6)
    and squeezed into ``width`` (``textLength``: renderers without it only see the font)."""
    long = len(content) * size * 0.6 > width
    if long:
        size = max(6, int(width / (len(content) * 0.6)))
    attrs = [f'x="{_num(x)}"', f'y="{_num(y)}"', f'font-size="{size}"', f'fill="{fill}"']
    if cls:
        attrs.insert(0, f'class="{cls}"')
    if anchor != "start":
        attrs.append(f'text-anchor="{anchor}"')
    if bold:
        attrs.append('font-weight="bold"')
    if long:
        attrs.append(f'textLength="{_num(width)}" lengthAdjust="spacingAndGlyphs"')
    return f"<text {' '.join(attrs)}>{esc(content)}</text>"


def _fill(perm: Permanent) -> str:
    """The card's background: its color, gold when multicolored, grey when colorless."""
    colors = sorted(set(perm.card.colors))
    if len(colors) == 1:
        return COLOR_FILL.get(colors[0], COLORLESS_FILL)
    return GOLD_FILL if colors else COLORLESS_FILL


def _card(state: GameState, perm: Permanent, cx: float, cy: float) -> str:
    """One permanent as a card centred on (cx, cy), turned a quarter when tapped."""
    card, pid = perm.card, perm.id
    x, y = cx - CARD_W / 2, cy - CARD_H / 2
    classes = "permanent" + (" tapped" if perm.tapped else "") + (" token" if perm.token else "")
    turn = f' transform="rotate(90 {_num(cx)} {_num(cy)})"' if perm.tapped else ""
    title = f"{pid}: {card.name}" + (" (tapped)" if perm.tapped else "")
    dash = ' stroke-dasharray="5 3"' if perm.token else ""
    out = [f'<g class="{classes}"{turn}>', f"<title>{esc(title)}</title>",
           f'<rect x="{_num(x)}" y="{_num(y)}" width="{CARD_W}" height="{CARD_H}" rx="7" '
           f'fill="{_fill(perm)}" stroke="#555" stroke-width="1.5"{dash}/>',
           _text(x + 5, y + 15, pid, 12, cls="id", bold=True),
           _text(x + 5, y + 29, card.name, 10, cls="name"),
           _text(x + 5, y + 41, " ".join(card.types), 8, cls="types", fill="#666")]
    counters = [f"{name} \u00d7{n}" for name, n in sorted(perm.counters.items())
                if n and name not in (LOYALTY, DEFENSE)]
    if counters:
        out.append(_text(x + 5, y + 54, ", ".join(counters), 9, cls="counters"))
    if perm.attached_to is not None:
        out.append(_text(x + 5, y + 66, f"on {perm.attached_to}", 9, cls="attached"))
    if perm.tapped:
        out.append(_text(x + 5, y + 78, "tapped", 9, cls="tapped-mark", fill="#8a6d00"))
    if card.is_planeswalker:
        out.append(_text(x + 5, y + CARD_H - 26, f"loyalty {state.loyalty(pid)}", 10,
                         cls="loyalty", bold=True))
    if card.is_battle:
        out.append(_text(x + 5, y + CARD_H - 26, f"defense {perm.counters.get(DEFENSE, 0)}",
                         10, cls="defense", bold=True))
    if perm.damage:
        out.append(_text(x + 5, y + CARD_H - 8, f"{perm.damage} dmg", 10, cls="damage",
                         fill=ATTACK_COLOR, bold=True, width=CARD_W / 2 - 6))
    if card.is_creature:
        power, toughness = state.power(pid), state.toughness(pid)
        changed = (power, toughness) != (card.power or 0, card.toughness or 0)
        out.append(_text(x + CARD_W - 5, y + CARD_H - 8, f"{power}/{toughness}", 14, cls="pt",
                         anchor="end", bold=True, fill="#1b5e20" if changed else "#222",
                         width=CARD_W / 2 - 6))
    out.append("</g>")
    return "\n".join(out)


def _band(state: GameState, pid: str, y: float, width: float, height: float) -> str:
    """A player's band: its frame and the label with id, life, poison and whether they lost."""
    player = state.players[pid]
    fill = "#d6d6d6" if player.lost else "#f7f5ef"
    x = PAD
    out = [f'<g class="player{" lost" if player.lost else ""}">',
           f"<title>{esc(f'player {pid}')}</title>",
           f'<rect x="{x}" y="{_num(y)}" width="{_num(width)}" height="{_num(height)}" rx="9" '
           f'fill="{fill}" stroke="#999"/>',
           f'<rect x="{x + 6}" y="{_num(y + 6)}" width="{LABEL_W - 12}" '
           f'height="{_num(height - 12)}" rx="6" fill="#fff" stroke="#bbb"/>',
           _text(x + 14, y + 30, pid, 18, cls="player-id", width=LABEL_W - 28, bold=True),
           _text(x + 14, y + 52, f"life {player.life}", 13, cls="life", width=LABEL_W - 28)]
    line = y + 72
    if player.poison:
        out.append(_text(x + 14, line, f"poison {player.poison}", 12, cls="poison",
                         fill="#2e7d32", width=LABEL_W - 28))
        line += 18
    if player.lost:
        out.append(_text(x + 14, line, "LOST", 14, cls="lost-mark", fill=ATTACK_COLOR,
                         bold=True, width=LABEL_W - 28))
        line += 18
    status = [word for word, yes in (("active", pid == state.active),
                                     ("to choose", state.current_player() == pid)) if yes]
    if status:
        out.append(_text(x + 14, line, ", ".join(status), 11, cls="status", fill="#555",
                         width=LABEL_W - 28))
    out.append("</g>")
    return "\n".join(out)


def _edge(box: Box, dx: float, dy: float) -> tuple[float, float]:
    """Where the ray from the box's centre in direction (dx, dy) leaves the box."""
    cx, cy, hw, hh = box
    t = min(hw / abs(dx) if dx else math.inf, hh / abs(dy) if dy else math.inf)
    return cx + dx * t, cy + dy * t


def _arrow(kind: str, start: Box, end: Box, title: str) -> str:
    """An arrow of class ``kind`` from the edge of ``start`` to the edge of ``end``."""
    dx, dy = end[0] - start[0], end[1] - start[1]
    length = math.hypot(dx, dy) or 1.0
    dx, dy = dx / length, dy / length
    x1, y1 = _edge(start, dx, dy)
    x2, y2 = _edge(end, -dx, -dy)
    color = ATTACK_COLOR if kind == "attack" else BLOCK_COLOR
    return (f'<line class="{kind}" x1="{_num(x1)}" y1="{_num(y1)}" x2="{_num(x2)}" '
            f'y2="{_num(y2)}" stroke="{color}" stroke-width="3.5" stroke-linecap="round" '
            f'opacity="0.85" marker-end="url(#mtgsim-{kind}-head)">'
            f"<title>{esc(title)}</title></line>")


def _arrows(combat: CombatState, boxes: dict[str, Box]) -> list[str]:
    """Attack arrows (attacker to what it attacks), then block arrows (blocker to attacker);
    one that would end at something no longer drawn is left out."""
    out = [_arrow("attack", boxes[a], boxes[t], f"{a} attacks {t}")
           for a, t in combat.attackers.items() if a in boxes and t in boxes]
    out += [_arrow("block", boxes[b], boxes[a], f"{b} blocks {a}")
            for b, attackers in combat.blocks.items() for a in attackers
            if b in boxes and a in boxes]
    return out


def _marker(kind: str, color: str) -> str:
    """The arrowhead of one kind of arrow."""
    return (f'<marker id="mtgsim-{kind}-head" viewBox="0 0 10 10" refX="8" refY="5" '
            f'markerWidth="4" markerHeight="4" orient="auto">'
            f'<path d="M0,0 L10,5 L0,10 z" fill="{color}"/></marker>')


def _caption(state: GameState) -> str:
    """The line above the bands: turn, step, who must choose what, how the game ended."""
    parts = [f"turn {state.turn}", str(state.step)]
    decision = state.decision
    if decision is not None:
        parts.append(f"{decision.player} to choose: {decision.kind.replace('_', ' ')}")
    if state.result is not None:
        won = ", ".join(state.result.winners) or "nobody"
        parts.append(f"game over, won by {won} ({state.result.reason})")
    return " \u00b7 ".join(parts)


def board(state: GameState, *, size: int = 800, arrows: bool = True) -> str:
    """The battlefield of ``state`` as a standalone SVG document ``size`` pixels wide."""
    if size <= 0:
        raise ValueError(f"size must be positive, got {size}")
    order = [*state.turn_order, *(p for p in state.players if p not in state.turn_order)]
    field: dict[str, list[Permanent]] = {pid: [] for pid in order}
    for perm in state.battlefield():
        if perm.controller in field:
            field[perm.controller].append(perm)
    cols = max(MIN_COLS, min(MAX_COLS, max((len(p) for p in field.values()), default=0)))
    width = LABEL_W + cols * CELL + 2 * PAD
    body: list[str] = []
    boxes: dict[str, Box] = {}
    y = float(CAPTION_H + PAD)
    for pid in order:
        perms = field[pid]
        height = max(1, -(-len(perms) // cols)) * CELL + PAD
        body.append(_band(state, pid, y, width - 2 * PAD, height))
        boxes[pid] = (PAD + LABEL_W / 2, y + height / 2, LABEL_W / 2 - 6, height / 2 - 6)
        for i, perm in enumerate(perms):
            cx = PAD + LABEL_W + (i % cols) * CELL + CELL / 2
            cy = y + PAD / 2 + (i // cols) * CELL + CELL / 2
            body.append(_card(state, perm, cx, cy))
            half = (CARD_H / 2, CARD_W / 2) if perm.tapped else (CARD_W / 2, CARD_H / 2)
            boxes[perm.id] = (cx, cy, *half)
        y += height + PAD
    if arrows and state.combat is not None:
        body.extend(_arrows(state.combat, boxes))
    height_px = max(1, round(size * y / width))
    return "\n".join([
        f'<svg xmlns="http://www.w3.org/2000/svg" version="1.1" width="{size}" '
        f'height="{height_px}" viewBox="0 0 {width} {_num(y)}" font-family="sans-serif">',
        f"<defs>{_marker('attack', ATTACK_COLOR)}{_marker('block', BLOCK_COLOR)}</defs>",
        f'<rect width="{width}" height="{_num(y)}" fill="#fff"/>',
        _text(PAD, CAPTION_H - 4, _caption(state), 13, cls="caption", width=width - 2 * PAD),
        *body, "</svg>", ""])


provide("board_svg", board)
