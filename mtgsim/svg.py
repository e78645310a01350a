"""Pictures of a position, as python-chess's ``chess.svg.board`` draws a chess board.

::

    import mtgsim
    import mtgsim.svg

    state = mtgsim.load("examples/alpha_strike.toml")
    state.apply("attack knight=B hydra=jace")
    svg = mtgsim.svg.board(state)          # a standalone SVG document, as a string
    with open("board.svg", "w", encoding="utf-8") as f:
        f.write(svg)

``board(state, size=800, arrows=True)``: each player a band (id, life, poison, lost), their
permanents cards with current power and toughness, damage, loyalty and defense, tapped cards
turned sideways; during combat, attack arrows (attacker to what it attacks) and block arrows
(blocker to attacker). In a notebook a ``GameState`` shows itself this way (``_repr_svg_``).
"""

from __future__ import annotations

from sim.io.board_svg import board

__all__ = ["board"]
