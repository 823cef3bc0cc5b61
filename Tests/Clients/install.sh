#!/usr/bin/env bash
# Installs the MCP and LSP client libraries of Tests/Clients/requirements.txt into a virtual
# environment under .build, where ClientLibraryTests looks for them (`make client-libraries`; CI
# runs it from .ci/run). Nothing is installed outside the repository's .build folder.
set -euo pipefail
cd "$(dirname "$0")/../.."
venv=.build/client-libraries
if [ ! -x "$venv/bin/python" ]; then
    python3 -m venv "$venv"
fi
"$venv/bin/python" -m pip install --quiet --disable-pip-version-check -r Tests/Clients/requirements.txt
