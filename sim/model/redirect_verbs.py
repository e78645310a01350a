"""Redirection effects on damage (issue 29, damage family; CR 614.9): damage that would be
dealt to one object or player is dealt to another instead.

* ``REDIRECT_NEXT``: "the next N damage that would be dealt to <who> this turn is dealt to
  <other> instead" (a shield, as "prevent the next N damage", 615.7: used up as it redirects);
  ``Op.who`` joins the recipient and the new recipient (``damage_verbs.joined``), ``Op.amount``
  N (or X).
* Static redirection (``Static.rule``): "all damage that would be dealt to you is dealt to ~ |
  enchanted creature | equipped creature instead" (``REDIRECT_YOU_TO``), "... to you and other
  permanents you control ..." (``REDIRECT_YOURS_TO``): ``redirect_of`` reads the rule back.
"""

from __future__ import annotations

#: "the next N damage that would be dealt to <who> this turn is dealt to <other> instead"
REDIRECT_NEXT = "redirect the next damage"

#: "all [combat] damage that would be dealt to <who> this turn [by <sources>] is dealt to
#: <other> instead": ``Op.who`` joins the recipient, [the source,] and the new recipient;
#: ``Op.rule`` the scope ("combat" or "")
REDIRECT_ALL = "redirect all damage this turn"
#: "... by <a source of your choice> ..." (CR 609.7a): ``Op.card`` the source's quality
#: (``prevention_verbs.CHOSEN_SOURCES``)
REDIRECT_CHOSEN = "redirect all damage from a chosen source this turn"

#: "the next time <a source> of your choice would deal damage to <who> this turn, that damage
#: is dealt to <other> instead" (once): ``Op.who`` joins the recipient and the new one,
#: ``Op.card`` the source's quality
REDIRECT_ONCE = "redirect the next damage from a chosen source"

#: how a static redirection's ``Static.rule`` begins; then "|" what it redirects from and
#: "|" what it redirects to
STATIC_REDIRECT = "redirect all damage"
#: what a static redirection takes damage from: you (its controller); you and the other
#: permanents you control (not the new recipient itself, CR 614.9)
FROM_YOU, FROM_YOURS = "you", "you and other permanents you control"
#: what it gives the damage to: its source, or the creature its source is attached to
TO_SELF, TO_ENCHANTED, TO_EQUIPPED = "~", "enchanted creature", "equipped creature"
REDIRECT_FROM = (FROM_YOU, FROM_YOURS)
REDIRECT_TO = (TO_SELF, TO_ENCHANTED, TO_EQUIPPED)


def static_redirect(source: str, to: str) -> str:
    """The ``Static.rule`` of "all damage that would be dealt to ``source`` is dealt to ``to``
    instead"."""
    return f"{STATIC_REDIRECT}|{source}|{to}"


def redirect_of(rule: str) -> tuple[str, str] | None:
    """What a static redirection's rule takes damage from and gives it to, or None."""
    if not rule.startswith(STATIC_REDIRECT):
        return None
    _, source, to = rule.split("|")
    return source, to
