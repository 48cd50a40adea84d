"""`tablespec lsp` driven by a real LSP client from PyPI: pytest-lsp, on pygls and lsprotocol.

    TABLESPEC=/path/to/tablespec python3 -m pytest -q lsp_client_test.py

LanguageServerClientTests.swift runs it. The client starts the server, initializes a session as
VS Code would (pytest-lsp checks each message against the client's capabilities), opens
Samples/Account.table.yaml with one table name misspelt, and reads back the diagnostics, a hover
and the quick fix; it completes a row's keys and renames its id; after each test it shuts the
server down and checks that it exits with status 0.
"""

import os
import pathlib

import pytest
import pytest_lsp
from lsprotocol import types
from pytest_lsp import ClientServerConfig, LanguageClient, client_capabilities

TABLESPEC = os.environ["TABLESPEC"]
ROOT = pathlib.Path(__file__).resolve().parents[3]
ACCOUNT = ROOT / "Samples" / "Account.table.yaml"


@pytest_lsp.fixture(config=ClientServerConfig(server_command=[TABLESPEC, "lsp"]))
async def client(lsp_client: LanguageClient):
    result = await lsp_client.initialize_session(
        types.InitializeParams(capabilities=client_capabilities("visual-studio-code"))
    )
    assert result.server_info is not None and result.server_info.name == "tablespec"
    assert result.capabilities.text_document_sync.change == types.TextDocumentSyncKind.Full
    yield
    await lsp_client.shutdown_session()
    assert lsp_client._server is not None and lsp_client._server.returncode == 0


@pytest.mark.asyncio
async def test_a_sample_with_an_error_gets_the_compilers_diagnostic(client: LanguageClient):
    text = ACCOUNT.read_text(encoding="utf-8")
    assert "opens: Privacy" in text
    broken = text.replace("opens: Privacy", "opens: Privcy", 1)
    line = next(number for number, content in enumerate(broken.split("\n")) if "opens: Privcy" in content)
    uri = ACCOUNT.as_uri()

    client.text_document_did_open(
        types.DidOpenTextDocumentParams(
            text_document=types.TextDocumentItem(uri=uri, language_id="yaml", version=1, text=broken)
        )
    )
    await client.wait_for_notification(types.TEXT_DOCUMENT_PUBLISH_DIAGNOSTICS)
    diagnostics = list(client.diagnostics[uri])
    assert len(diagnostics) == 1, diagnostics
    diagnostic = diagnostics[0]
    # Privacy.table.yaml is on disk beside the Sample: the suggestion comes from it.
    assert diagnostic.message.startswith("cannot find the table 'Privcy'"), diagnostic.message
    assert diagnostic.message.endswith("did you mean 'Privacy'?"), diagnostic.message
    assert diagnostic.severity == types.DiagnosticSeverity.Error
    assert diagnostic.source == "tablespec"
    column = broken.split("\n")[line].index("Privcy")
    assert diagnostic.range.start == types.Position(line=line, character=column)
    assert diagnostic.range.end == types.Position(line=line, character=column + len("Privcy"))

    hover = await client.text_document_hover_async(
        types.HoverParams(text_document=types.TextDocumentIdentifier(uri=uri), position=types.Position(line=line, character=column - 4))
    )
    assert hover is not None and "opens" in hover.contents.value

    actions = await client.text_document_code_action_async(
        types.CodeActionParams(
            text_document=types.TextDocumentIdentifier(uri=uri),
            range=diagnostic.range,
            context=types.CodeActionContext(diagnostics=[diagnostic]),
        )
    )
    assert actions and actions[0].title == "Change 'Privcy' to 'Privacy'"
    assert list(actions[0].edit.changes[uri]) == [types.TextEdit(range=diagnostic.range, new_text="Privacy")]

    # The fix applied: the diagnostics clear.
    client.text_document_did_change(
        types.DidChangeTextDocumentParams(
            text_document=types.VersionedTextDocumentIdentifier(uri=uri, version=2),
            content_changes=[types.TextDocumentContentChangeWholeDocument(text=text)],
        )
    )
    await client.wait_for_notification(types.TEXT_DOCUMENT_PUBLISH_DIAGNOSTICS)
    assert list(client.diagnostics[uri]) == []


@pytest.mark.asyncio
async def test_completion_of_a_rows_keys_and_a_rename_of_its_id(client: LanguageClient):
    text = ACCOUNT.read_text(encoding="utf-8")
    lines = text.split("\n")
    id_line = next(number for number, content in enumerate(lines) if content == "        id: privacy")
    # A key being typed in the row `Privacy & Security`, below its id.
    lines.insert(id_line + 1, "        acc")
    uri = ACCOUNT.as_uri()
    client.text_document_did_open(
        types.DidOpenTextDocumentParams(
            text_document=types.TextDocumentItem(uri=uri, language_id="yaml", version=1, text="\n".join(lines))
        )
    )
    await client.wait_for_notification(types.TEXT_DOCUMENT_PUBLISH_DIAGNOSTICS)
    completion = await client.text_document_completion_async(
        types.CompletionParams(
            text_document=types.TextDocumentIdentifier(uri=uri), position=types.Position(line=id_line + 1, character=11)
        )
    )
    items = completion.items if isinstance(completion, types.CompletionList) else completion
    labels = [item.label for item in items]
    # A row's keys, from the YAML tree: not the ones the row has, nor the table's.
    assert "accessory" in labels and "accessibilityLabel" in labels, labels
    assert "id" not in labels and "opens" not in labels and "sections" not in labels, labels

    # The spec back as it is, then the row id renamed.
    client.text_document_did_change(
        types.DidChangeTextDocumentParams(
            text_document=types.VersionedTextDocumentIdentifier(uri=uri, version=2),
            content_changes=[types.TextDocumentContentChangeWholeDocument(text=text)],
        )
    )
    await client.wait_for_notification(types.TEXT_DOCUMENT_PUBLISH_DIAGNOSTICS)
    edit = await client.text_document_rename_async(
        types.RenameParams(
            text_document=types.TextDocumentIdentifier(uri=uri),
            position=types.Position(line=id_line, character=13),
            new_name="privacySettings",
        )
    )
    assert edit is not None and list(edit.changes) == [uri]
    assert list(edit.changes[uri]) == [
        types.TextEdit(
            range=types.Range(start=types.Position(line=id_line, character=12), end=types.Position(line=id_line, character=19)),
            new_text="privacySettings",
        )
    ]
