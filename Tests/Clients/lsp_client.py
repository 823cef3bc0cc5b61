"""Drives `a11yfix lsp` with pygls's language client and lsprotocol's types, as an editor would.

Usage: lsp_client.py A11YFIX WORKSPACE. WORKSPACE holds Sources/ShareButton.swift with an
icon-only button. Exits non-zero, saying why, when the server does not answer as documented.
"""
import asyncio
import pathlib
import subprocess
import sys

from lsprotocol import types
from pygls.lsp.client import LanguageClient


def apply_edit(text, edit, uri):
    """Applies a workspace edit's text edits (UTF-16 positions) to text, last first."""
    edits = edit.changes[uri] if edit.changes else edit.document_changes[0].edits
    lines = text.splitlines(keepends=True) + [""]

    def offset(position):
        before = sum(len(line) for line in lines[: position.line])
        line = lines[position.line]
        units = 0
        for index, character in enumerate(line):
            if units >= position.character:
                return before + index
            units += 2 if ord(character) > 0xFFFF else 1
        return before + len(line.rstrip("\r\n"))

    for text_edit in sorted(edits, key=lambda e: (e.range.start.line, e.range.start.character), reverse=True):
        start, end = offset(text_edit.range.start), offset(text_edit.range.end)
        text = text[:start] + text_edit.new_text + text[end:]
    return text


async def main(a11yfix, workspace):
    path = pathlib.Path(workspace, "Sources", "ShareButton.swift")
    text = path.read_text()
    uri = path.as_uri()
    published = asyncio.Queue()
    client = LanguageClient("a11yfix-test", "1")

    @client.feature(types.TEXT_DOCUMENT_PUBLISH_DIAGNOSTICS)
    def on_diagnostics(params):
        published.put_nowait(params)

    await client.start_io(a11yfix, "lsp", cwd=workspace)
    result = await client.initialize_async(types.InitializeParams(
        capabilities=types.ClientCapabilities(), root_uri=pathlib.Path(workspace).as_uri(), process_id=None))
    assert result.server_info.name == "a11yfix", result
    client.initialized(types.InitializedParams())

    client.text_document_did_open(types.DidOpenTextDocumentParams(
        text_document=types.TextDocumentItem(uri=uri, language_id="swift", version=1, text=text)))
    diagnostics = (await asyncio.wait_for(published.get(), 30)).diagnostics
    assert [d.code for d in diagnostics] == ["icon-only-control-label"], diagnostics

    whole = types.Range(start=types.Position(line=0, character=0), end=types.Position(line=len(text.splitlines()), character=0))
    actions = await client.text_document_code_action_async(types.CodeActionParams(
        text_document=types.TextDocumentIdentifier(uri=uri), range=whole, context=types.CodeActionContext(diagnostics=diagnostics)))
    fix_all = [a for a in actions if a.kind == "source.fixAll.a11yfix"]
    assert len(fix_all) == 1, actions
    fixed = apply_edit(text, fix_all[0].edit, uri)
    expected = subprocess.run([a11yfix, "-", "--stdin-path", "Sources/ShareButton.swift"], cwd=workspace,
                              input=text.encode(), capture_output=True).stdout.decode()
    assert fixed == expected, (fixed, expected)

    hover = await client.text_document_hover_async(types.HoverParams(
        text_document=types.TextDocumentIdentifier(uri=uri), position=diagnostics[0].range.start))
    assert "# `icon-only-control-label`" in hover.contents.value, hover

    # Typing the label (an incremental change) clears the finding.
    end = diagnostics[0].range.start
    client.text_document_did_change(types.DidChangeTextDocumentParams(
        text_document=types.VersionedTextDocumentIdentifier(uri=uri, version=2),
        content_changes=[types.TextDocumentContentChangePartial(
            range=types.Range(start=types.Position(line=end.line + 2, character=9), end=types.Position(line=end.line + 2, character=9)),
            text='\n        .accessibilityLabel("Share")')]))
    after = (await asyncio.wait_for(published.get(), 30)).diagnostics
    assert len(after) == 0, after

    await client.shutdown_async(None)
    client.exit(None)
    await client.stop()
    assert path.read_text() == text, "the server wrote to the file"
    print("lsp client: ok")


if __name__ == "__main__":
    asyncio.run(main(sys.argv[1], sys.argv[2]))
