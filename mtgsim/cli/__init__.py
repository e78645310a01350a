"""The command line, ``mtgsim COMMAND`` (the console script and ``python -m mtgsim``):
``main`` reads the arguments and runs the command, each defined in its own module — ``run`` and
``legal`` (``scenario_commands``), ``montecarlo``, ``game``, ``goldfish``, ``match``,
``tournament`` (``<name>_command``) and ``cards`` (``card_commands``); what they share is in
``arguments``. The command line imports the library (``mtgsim``); the library never imports
it.

Exit codes: 0 done; 2 bad input (the message names the file or argument, the field, and
what is accepted); 3 the declaration is illegal (reasons printed, ``"legal": false`` in
JSON); 130 stopped by Ctrl-C. A user's mistake never produces a traceback.
"""

from __future__ import annotations

import argparse
import sys
from collections.abc import Sequence

from mtgsim import __version__
from mtgsim.cli.arguments import EXIT_BAD_INPUT, EXIT_ILLEGAL, EXIT_OK, BadInput
from mtgsim.cli.card_commands import add_card_commands
from mtgsim.cli.game_command import add_game_command
from mtgsim.cli.goldfish_command import add_goldfish_command
from mtgsim.cli.match_command import add_match_command
from mtgsim.cli.montecarlo_command import add_montecarlo_command
from mtgsim.cli.scenario_commands import add_scenario_commands
from mtgsim.cli.tournament_command import add_tournament_command
from mtgsim.experiments.plays import IllegalPlayError
from sim.model.errors import MtgsimError


def main(argv: Sequence[str] | None = None) -> int:
    """Run the command ``argv`` names (default: the process's arguments); its exit code."""
    args = _parser().parse_args(argv)
    try:
        code: int = args.func(args)
        return code
    except (MtgsimError, BadInput) as err:
        print(f"mtgsim: error: {err}", file=sys.stderr)  # an action the rules forbid: as run
        return EXIT_ILLEGAL if isinstance(err, IllegalPlayError) else EXIT_BAD_INPUT
    except BrokenPipeError:
        return EXIT_OK


def _parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(prog="mtgsim", description="Rules-exact Magic: The "
                                     "Gathering combat simulator.")
    parser.add_argument("--version", action="version", version=f"mtgsim {__version__}")
    sub = parser.add_subparsers(dest="command", required=True, metavar="COMMAND")
    add_scenario_commands(sub)
    add_montecarlo_command(sub)
    add_game_command(sub)
    add_goldfish_command(sub)
    add_match_command(sub)
    add_tournament_command(sub)
    add_card_commands(sub)
    return parser


__all__ = ["main"]
