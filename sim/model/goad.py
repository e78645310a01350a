"""Goad (CR 701.15) from a static ability: "enchanted | equipped creature [gets +N/+N and] is
goaded" — the creature is goaded by the controller of the Aura or Equipment (its source, CR
611.3a: while the ability applies), and so attacks each combat if able and attacks a player
other than the goading player if able (701.15a-b, 508.1d: two requirements per goading
player; ``sim.legality.constraints.compile_attacks``). A ``Static`` whose ``params`` hold
``(GOADED, "")``."""

from __future__ import annotations

from sim.model.board import Board

#: the ``Static.params`` entry of "is goaded"
GOADED = "goaded"


def goaders(board: Board, pid: str) -> list[str]:
    """The players goading the creature ``pid`` through static abilities: one entry per
    ability (two Auras of one player are two sets of requirements, 701.15b)."""
    if board.static_sources is not None and not board.static_sources:
        return []
    return [source.controller for source, static in board._grants(pid)
            if (GOADED, "") in static.params]
