#!/usr/bin/env bash
# Installs the MCP and LSP client libraries of Tests/Clients/requirements.txt under .build, where
# ClientLibraryTests looks for .build/client-libraries/bin/python (`make client-libraries`; CI runs it
# from .ci/run). Nothing is installed outside the repository's .build folder.
set -euo pipefail
cd "$(dirname "$0")/../.."
libraries=.build/client-libraries
if [ ! -x "$libraries/bin/python" ]; then
    if ! python3 -m venv "$libraries" 2>/dev/null; then
        # A Python without venv (Debian without python3-venv): the packages go to a folder of their
        # own, and a small launcher puts it on the path.
        rm -rf "$libraries"
        mkdir -p "$libraries/bin"
        printf '#!/bin/sh\nPYTHONPATH="$(dirname "$0")/../site-packages${PYTHONPATH:+:$PYTHONPATH}" exec python3 "$@"\n' > "$libraries/bin/python"
        chmod +x "$libraries/bin/python"
        python3 -m pip install --quiet --disable-pip-version-check --target "$libraries/site-packages" -r Tests/Clients/requirements.txt
        exit 0
    fi
fi
"$libraries/bin/python" -m pip install --quiet --disable-pip-version-check -r Tests/Clients/requirements.txt
