"""Role tokens (CR 111.10, 303.7): the Aura tokens "create a <kind> Role token attached to
<creature>" makes, and the ``Op`` verb of each kind (``create <kind> role``, its ``who`` the
creature). Only the Roles whose abilities the Oracle compiler runs in full are here: Monster,
Royal, Sorcerer, Virtuous and Wicked (Young Hero's granted trigger with an intervening "if"
and Cursed's base power and toughness are not read yet).
"""

from __future__ import annotations

from sim.model.token_specs import TokenSpec

_ENCHANT = "Enchant creature\n"

#: each Role by the word naming it ("monster"): an Enchantment — Aura Role token (CR 303.7)
ROLES = {
    word: TokenSpec(0, 0, subtypes=("Aura", "Role"), types=("Enchantment",),
                    text=_ENCHANT + text, kind=f"{word.title()} Role")
    for word, text in (
        ("monster", "Enchanted creature gets +1/+1 and has trample."),
        ("royal", "Enchanted creature gets +1/+1 and has ward {1}."),
        ("sorcerer", 'Enchanted creature gets +1/+1 and has "Whenever this creature attacks, '
                     'scry 1."'),
        ("virtuous", "Enchanted creature gets +1/+1 for each enchantment you control."),
        # "When this Aura is put into a graveyard, ...": a token is put into a graveyard only
        # from the battlefield (111.7-111.8: one that left it ceases to exist, 704.5d)
        ("wicked", "Enchanted creature gets +1/+1.\nWhen this Aura is put into a graveyard "
                   "from the battlefield, each opponent loses 1 life."))}

#: the verb creating each Role, and back
ROLE_VERBS = {f"create {word} role": spec for word, spec in ROLES.items()}


__all__ = ["ROLES", "ROLE_VERBS"]
