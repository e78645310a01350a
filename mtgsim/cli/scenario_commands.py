"""``mtgsim run FILE`` and ``mtgsim legal FILE --step attackers|blockers``: the commands on one
scenario file. ``run`` plays the file's combat (its own choices first, ``--policy`` for the
rest; ``--all-orders``: once per order of replacement and prevention effects) and prints what
happened; ``legal`` counts and lists every legal declaration, or judges one (``--check``).

Exit codes (``mtgsim.cli.arguments``): 0 done; 2 bad input (the message names the file or
argument, the field, and what is accepted); 3 the declaration is illegal (reasons printed,
``"legal": false`` in JSON).
"""

from __future__ import annotations

import argparse
import json
import sys
from typing import Any

import numpy as np

from cards.lookup import card_pool
from mtgsim.cli.arguments import (
    CARDS_HELP,
    EXIT_ILLEGAL,
    EXIT_OK,
    RULES_HELP,
    STRICT_HELP,
    BadInput,
    non_negative,
)
from mtgsim.policies import POLICIES, policy
from mtgsim.positions import play
from sim.engine.agents import Agent
from sim.engine.replacement_orders import all_orders
from sim.io.run_report import SCHEMA_VERSION, format_log, result_json
from sim.io.scenario import Scenario, load_scenario, scenario_problem
from sim.legality.legal_declarations import is_legal, legal_attacks, legal_blocks
from sim.model.actions import Action
from sim.model.decisions import Decision, LegalActions
from sim.model.declarations import AttackDeclaration, BlockDeclaration
from sim.model.editions import parse_edition
from sim.model.errors import (
    IllegalActionError,
    IllegalDamageAssignmentError,
    IllegalDeclarationError,
    UnknownNameError,
)
from sim.model.objects import Step
from sim.model.state import GameState
from sim.variants.puzzle_quest import is_puzzle_quest


def add_scenario_commands(sub: Any) -> None:
    """The ``run`` and ``legal`` commands."""
    run = sub.add_parser("run", help="resolve the scenario's combat and print what happened")
    run.add_argument("file", help="scenario file (.toml or .json)")
    run.add_argument("--json", action="store_true", help="print one JSON object")
    run.add_argument("--policy", choices=POLICIES, default="default",
                     help="who decides what the file leaves open (default: %(default)s)")
    run.add_argument("--seed", type=non_negative, default=None,
                     help="seed for --policy random, a non-negative integer (default: 0)")
    run.add_argument("--rules", metavar="EDITION", help=RULES_HELP)
    run.add_argument("--strict", action="store_true", help=STRICT_HELP)
    run.add_argument("--all-orders", action="store_true",
                     help="play the combat once per order in which replacement and prevention "
                          "effects can be applied (CR 616.1) and show every result")
    run.add_argument("--cards", metavar="FILE", help=CARDS_HELP)
    run.set_defaults(func=cmd_run)

    legal = sub.add_parser("legal", help="list every legal declaration, or check one")
    legal.add_argument("file", help="scenario file (.toml or .json)")
    legal.add_argument("--step", choices=("attackers", "blockers"), required=True)
    legal.add_argument("--check", metavar="JSON",
                       help='a declaration to judge, e.g. \'{"a1": "B"}\' or \'{"b1": ["a1"]}\'')
    legal.add_argument("--limit", type=int, default=100,
                       help="list at most this many declarations (default: %(default)s)")
    legal.add_argument("--json", action="store_true", help="print one JSON object")
    legal.add_argument("--rules", metavar="EDITION", help=RULES_HELP)
    legal.add_argument("--strict", action="store_true", help=STRICT_HELP)
    legal.add_argument("--cards", metavar="FILE", help=CARDS_HELP)
    legal.set_defaults(func=cmd_legal)


class Counting:
    """An agent that counts the decisions it makes (to tell when a policy never had one)."""

    def __init__(self, inner: Agent) -> None:
        self.inner = inner
        self.decisions = 0

    def act(self, state: GameState, decision: Decision, legal: LegalActions) -> Action:
        """The inner agent's action, counted."""
        self.decisions += 1
        return self.inner.act(state, decision, legal)


def _load(args: argparse.Namespace) -> Scenario:
    """The scenario file, with ``--rules`` applied."""
    loaded = load_scenario(args.file, card_pool(args.cards))  # a file name, even with "=" or "{"
    if loaded.warnings:
        if args.strict:  # the source: the file name, quoted if it has a newline
            raise BadInput(f"{loaded.source}: --strict: " + "; ".join(loaded.warnings))
        for warning in loaded.warnings:
            print(f"mtgsim: warning: {loaded.source}: {warning}", file=sys.stderr)
    if args.rules is not None:
        try:
            loaded.state.rules = parse_edition(args.rules)
        except UnknownNameError as err:
            raise BadInput(f"--rules: {err}") from None
        problem = scenario_problem(loaded) if is_puzzle_quest(
            loaded.state) else None
        if problem is not None:  # the file's declarations can't be played under it
            raise BadInput(f"{loaded.source}: {problem[0]}: --rules puzzle-quest: {problem[1]}")
    return loaded


def cmd_run(args: argparse.Namespace) -> int:
    """Play the file's combat: its own choices first, ``--policy`` for every other decision
    (documented: the policy and ``--seed`` apply only to the choices the file leaves open;
    when it leaves none, a warning says they changed nothing)."""
    loaded = _load(args)
    state = loaded.state.clone()
    agent = Counting(policy(args.policy, np.random.default_rng(args.seed or 0)))
    if args.all_orders:
        return _all_orders(args, state, agent)
    try:
        play(state, agent)
    except IllegalActionError as err:
        violations = _violations(err)
        if args.json:
            print(json.dumps(result_json(state, legal=False, violations=violations), indent=2))
        else:
            print(format_log(state))
            print(f"ILLEGAL ({state.step.value}):")
            for v in violations:
                print(f"  - {v['text']}")
        return EXIT_ILLEGAL
    if state.script is not None:
        for entry in state.script.unused(state):
            print(f"mtgsim: warning: {loaded.source}: {entry} never ran: the play had no "
                  f"{entry.step.value} step, ended before it, or nothing asked for it there",
                  file=sys.stderr)
    if agent.decisions == 0 and (args.policy != "default" or args.seed is not None):
        given = " and ".join(f for f, on in (
            (f"--policy {args.policy}", args.policy != "default"),
            (f"--seed {args.seed}", args.seed is not None)) if on)
        print(f"mtgsim: warning: {given} changed nothing: every choice this combat asked "
              f"for was scripted by {args.file} or had a single legal option", file=sys.stderr)
    if args.json:
        print(json.dumps(result_json(state), indent=2))
    else:
        if loaded.description:
            print(loaded.description.strip())
        print(format_log(state))
    return EXIT_OK


def _all_orders(args: argparse.Namespace, state: GameState, agents: Any) -> int:
    try:
        outcomes = all_orders(state, agents)
    except IllegalActionError as err:
        for v in _violations(err):
            print(f"  - {v['text']}")
        return EXIT_ILLEGAL
    rows = []
    for o in outcomes:
        result = result_json(o.state)
        rows.append({"choices": list(o.choices), "applied": [list(a) for a in o.applied],
                     "life": {p: v["life"] for p, v in result["players"].items()},
                     "died": result["died"]})
    if args.json:
        print(json.dumps({"schema_version": SCHEMA_VERSION, "orders": rows}, indent=2))
        return EXIT_OK
    print(f"{len(rows)} order{'s' if len(rows) != 1 else ''} of replacement and prevention "
          "effects (CR 616.1):")
    for i, row in enumerate(rows, 1):
        applied = "; ".join(" then ".join(a) for a in row["applied"]) or "no choice to make"
        life = ", ".join(f"{p} {n}" for p, n in row["life"].items())
        died = ", ".join(row["died"]) or "none"
        print(f"  {i}. {applied}\n     life: {life}; died: {died}")
    return EXIT_OK


def _violations(err: IllegalActionError) -> list[dict[str, Any]]:
    if isinstance(err, IllegalDeclarationError):
        return [v.to_json() | {"text": str(v)} for v in err.verdict.violations]
    if isinstance(err, IllegalDamageAssignmentError):
        return [{"creature": err.source, "rule": "510.1", "reason": p,
                 "text": f"{err.source}: {p}"} for p in err.problems]
    return [{"creature": None, "rule": "", "reason": r, "text": r} for r in err.reasons]


def cmd_legal(args: argparse.Namespace) -> int:
    """List the legal declarations of ``--step``, or judge ``--check``."""
    if args.limit < 0:
        raise BadInput(f"--limit: must be 0 or more, got {args.limit}")
    check = _parse_check(args.check, args.step) if args.check is not None else None
    loaded = _load(args)
    if is_puzzle_quest(loaded.state):
        raise BadInput(f"{loaded.source}: rules: \"puzzle-quest\" combat is automatic (every "
                       "able creature attacks, the rules choose the blockers): there are no "
                       "declarations to list or check")
    state = loaded.state.clone()
    if args.step == "attackers":
        state.step = Step.DECLARE_ATTACKERS
        generator: Any = legal_attacks(state)
    else:
        if loaded.attacks is None:
            raise BadInput(f"{loaded.source}: combat.attacks: missing; --step blockers needs "
                           "the attack declaration to block")
        try:
            state = loaded.position(Step.DECLARE_BLOCKERS)
        except IllegalDeclarationError as err:
            return _report_verdict(args, err.verdict, "the file's attack declaration")
        except ValueError as err:
            raise BadInput(str(err)) from None
        generator = legal_blocks(state)
    if check is not None:
        return _report_verdict(args, is_legal(state, check), "--check")
    return _report_listing(args, state, generator)


def _parse_check(text: str, step: str) -> AttackDeclaration | BlockDeclaration:
    try:
        data = json.loads(text)
    except json.JSONDecodeError as err:
        raise BadInput(f"--check: malformed JSON ({err.msg} at column {err.colno})") from None
    except (RecursionError, ValueError):  # nested too deeply; a number of thousands of digits
        raise BadInput("--check: malformed JSON (nested too deeply, or a number too long); "
                       "expected an object of ids like {\"a1\": \"B\"}") from None
    example = '{"a1": "B"}' if step == "attackers" else '{"b1": ["a1"]}'
    if not isinstance(data, dict):
        raise BadInput(f"--check: expected a JSON object like {example}")
    for key, value in data.items():
        ok = isinstance(value, str) or (step == "blockers" and isinstance(value, list)
                                        and all(isinstance(v, str) for v in value))
        if not ok:
            raise BadInput(f"--check: {key!r}: expected "
                           + ("the id of the player or planeswalker attacked"
                              if step == "attackers" else "an attacker id or a list of them")
                           + f", e.g. {example}")
    if step == "attackers":
        return AttackDeclaration.of(data)
    return BlockDeclaration.of(data)


def _report_verdict(args: argparse.Namespace, verdict: Any, what: str) -> int:
    if args.json:
        print(json.dumps({"schema_version": SCHEMA_VERSION, "step": args.step,
                          "declaration": verdict.declaration.as_dict(),
                          **verdict.to_json()}, indent=2))
    else:
        print(f"{what}: {verdict.explain()}")
    return EXIT_OK if verdict.legal else EXIT_ILLEGAL


def _report_listing(args: argparse.Namespace, state: GameState, generator: Any) -> int:
    count = generator.count()
    shown: list[Any] = []
    for decl in generator:
        if len(shown) >= args.limit:
            break
        shown.append(decl)
    if args.json:
        print(json.dumps({"schema_version": SCHEMA_VERSION, "step": args.step, "count": count,
                          "declarations": [d.as_dict() for d in shown],
                          "truncated": count > len(shown)}, indent=2))
    else:
        print(f"{count} legal {'attack' if args.step == 'attackers' else 'block'} "
              f"declaration{'s' if count != 1 else ''}")
        for i, decl in enumerate(shown, 1):
            print(f"  {i:>3}. {decl}")
        if count > len(shown):
            print(f"  ... {count - len(shown)} more (raise --limit to list them)")
    return EXIT_OK


__all__ = ["add_scenario_commands", "cmd_run", "cmd_legal", "Counting"]
