"""Drives `a11yfix mcp` with the official MCP Python SDK, as an agent would.

Usage: mcp_client.py A11YFIX WORKSPACE. WORKSPACE holds Sources/ShareButton.swift with an
icon-only button. Exits non-zero, saying why, when the server does not answer as documented.
"""
import asyncio
import json
import pathlib
import sys

from mcp import ClientSession, StdioServerParameters, stdio_client


def text_of(result):
    return "".join(block.text for block in result.content if getattr(block, "type", None) == "text")


async def main(a11yfix, workspace):
    source = pathlib.Path(workspace, "Sources", "ShareButton.swift")
    original = source.read_bytes()
    parameters = StdioServerParameters(command=a11yfix, args=["mcp"], cwd=workspace)
    async with stdio_client(parameters) as (read, write):
        async with ClientSession(read, write) as session:
            initialized = await session.initialize()
            assert initialized.server_info.name == "a11yfix", initialized
            await session.send_ping()

            tools = {tool.name for tool in (await session.list_tools()).tools}
            assert tools == {"check", "fix", "audit", "nutrition", "explain"}, tools

            check = await session.call_tool("check", {"paths": ["Sources"]})
            assert not check.is_error, text_of(check)
            report = json.loads(text_of(check))
            assert [f["ruleId"] for f in report["findings"]] == ["icon-only-control-label"], report["findings"]

            diff = await session.call_tool("fix", {"paths": ["Sources"]})
            assert '+        .accessibilityLabel("Share") // [VERIFY]' in text_of(diff), text_of(diff)
            assert source.read_bytes() == original, "a fix without write wrote"

            outside = await session.call_tool("fix", {"paths": ["../"], "write": True})
            assert outside.is_error and "outside the workspace root" in text_of(outside), text_of(outside)

            applied = await session.call_tool("fix", {"paths": ["Sources"], "write": True})
            assert not applied.is_error, text_of(applied)
            assert source.read_bytes() != original and b'.accessibilityLabel("Share")' in source.read_bytes()

            explained = await session.call_tool("explain", {"rule": "reduce-motion"})
            assert text_of(explained).startswith("# `reduce-motion`"), text_of(explained)

            resources = (await session.list_resources()).resources
            uris = [str(resource.uri) for resource in resources]
            assert "a11yfix://rules/icon-only-control-label" in uris, uris
            page = await session.read_resource("a11yfix://rules/icon-only-control-label")
            assert page.contents[0].text.startswith("# `icon-only-control-label`"), page.contents[0].text[:80]
    print("mcp client: ok")


if __name__ == "__main__":
    asyncio.run(main(sys.argv[1], sys.argv[2]))
