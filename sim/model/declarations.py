"""Attack and block declarations as immutable, hashable values (so they work with ``in`` and sets).

A declaration is a set of assignments (CR 508.1a–b, 509.1a): "X attacks Y",
"X blocks Y". Both are stored sorted, so two equal declarations compare equal
whatever order they were written in.
"""

from __future__ import annotations

from collections.abc import Iterator, Mapping, Sequence

import attrs


@attrs.frozen(slots=True)
class AttackDeclaration:
    """Each attacking creature with the player or planeswalker it attacks."""

    attacks: tuple[tuple[str, str], ...] = ()

    @classmethod
    def of(cls, mapping: Mapping[str, str]) -> AttackDeclaration:
        """The declaration ``{attacker: attacked}`` describes."""
        return cls(tuple(sorted(mapping.items())))

    def as_dict(self) -> dict[str, str]:
        """The declaration as ``{attacker: attacked}``."""
        return dict(self.attacks)

    def __iter__(self) -> Iterator[tuple[str, str]]:
        return iter(self.attacks)

    def __len__(self) -> int:
        return len(self.attacks)

    def __str__(self) -> str:
        return ", ".join(f"{a} -> {d}" for a, d in self.attacks) or "no attackers"


@attrs.frozen(slots=True)
class BlockDeclaration:
    """Each blocking creature with the attacker(s) it blocks."""

    blocks: tuple[tuple[str, tuple[str, ...]], ...] = ()

    @classmethod
    def of(cls, mapping: Mapping[str, str | Sequence[str]]) -> BlockDeclaration:
        """The declaration ``{blocker: attacker or [attackers]}`` describes."""
        items = []
        for blocker, attackers in mapping.items():
            targets = (attackers,) if isinstance(attackers, str) else tuple(attackers)
            items.append((blocker, tuple(sorted(targets))))
        return cls(tuple(sorted(items)))

    def as_dict(self) -> dict[str, list[str]]:
        """The declaration as ``{blocker: [attackers]}``."""
        return {b: list(a) for b, a in self.blocks}

    def pairs(self) -> Iterator[tuple[str, str]]:
        """Every (blocker, attacker) assignment."""
        for blocker, attackers in self.blocks:
            for attacker in attackers:
                yield blocker, attacker

    def __iter__(self) -> Iterator[tuple[str, tuple[str, ...]]]:
        return iter(self.blocks)

    def __len__(self) -> int:
        return len(self.blocks)

    def __str__(self) -> str:
        return ", ".join(f"{b} blocks {'+'.join(a)}" for b, a in self.blocks) or "no blockers"


Declaration = AttackDeclaration | BlockDeclaration
