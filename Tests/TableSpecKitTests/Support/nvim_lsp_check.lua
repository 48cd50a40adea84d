-- Neovim's built-in LSP client attached to `tablespec lsp`, headless (LanguageServerNeovimTests.swift).
--
--   TABLESPEC=… SPEC=… RESULT=… HOVER_LINE=… HOVER_CHARACTER=… \
--   RENAME_LINE=… RENAME_CHARACTER=… NEW_NAME=… nvim --headless -u NONE -i NONE -n -c "luafile nvim_lsp_check.lua"
--
-- Opens SPEC, starts the server with the API Neovim 0.7 (Debian 12's) has and later ones keep,
-- waits for the diagnostics, asks for a hover, renames the name at RENAME_LINE/RENAME_CHARACTER
-- to NEW_NAME and applies the edit as Neovim applies it, and writes what it got to RESULT, one
-- line each:
--   diagnostic LINE COLUMN SEVERITY MESSAGE   (Neovim's 0-based line and column)
--   hover TEXT                                (newlines as spaces)
--   edit LINE CHARACTER ENDLINE ENDCHARACTER NEWTEXT   (each edit of the rename in SPEC)
--   line LINE TEXT                            (each line an edit touched, after applying them)
--   done
-- then quits. The test reads RESULT; Neovim's own output is a terminal's, not for reading.

local out = assert(io.open(os.getenv("RESULT"), "w"))
local function finish()
  out:write("done\n")
  out:close()
  vim.cmd("qa!")
end

vim.cmd("edit " .. vim.fn.fnameescape(os.getenv("SPEC")))
local buffer = vim.api.nvim_get_current_buf()
local client = vim.lsp.start_client({
  name = "tablespec",
  cmd = { os.getenv("TABLESPEC"), "lsp" },
  root_dir = vim.fn.fnamemodify(os.getenv("SPEC"), ":h"),
})
if not client then
  out:write("error the client did not start\n")
  return finish()
end
vim.lsp.buf_attach_client(buffer, client)

local arrived = vim.wait(20000, function() return #vim.diagnostic.get(buffer) > 0 end, 20)
if not arrived then out:write("error no diagnostics within 20 s\n") end
for _, diagnostic in ipairs(vim.diagnostic.get(buffer)) do
  out:write(string.format("diagnostic %d %d %d %s\n", diagnostic.lnum, diagnostic.col, diagnostic.severity,
                          (diagnostic.message:gsub("\n", " "))))
end

local params = {
  textDocument = { uri = vim.uri_from_bufnr(buffer) },
  position = { line = tonumber(os.getenv("HOVER_LINE")), character = tonumber(os.getenv("HOVER_CHARACTER")) },
}
local responses = vim.lsp.buf_request_sync(buffer, "textDocument/hover", params, 10000) or {}
for _, response in pairs(responses) do
  if response.result and response.result.contents then
    out:write("hover " .. (response.result.contents.value:gsub("\n", " ")) .. "\n")
  elseif response.err then
    out:write("error hover: " .. vim.inspect(response.err):gsub("\n", " ") .. "\n")
  end
end

if os.getenv("NEW_NAME") then
  local uri = vim.uri_from_bufnr(buffer)
  local rename = {
    textDocument = { uri = uri },
    position = { line = tonumber(os.getenv("RENAME_LINE")), character = tonumber(os.getenv("RENAME_CHARACTER")) },
    newName = os.getenv("NEW_NAME"),
  }
  local renamed = vim.lsp.buf_request_sync(buffer, "textDocument/rename", rename, 10000) or {}
  for _, response in pairs(renamed) do
    if response.err then
      out:write("error rename: " .. vim.inspect(response.err):gsub("\n", " ") .. "\n")
    elseif response.result and response.result.changes then
      local touched = {}
      for _, edit in ipairs(response.result.changes[uri] or {}) do
        local range = edit.range
        out:write(string.format("edit %d %d %d %d %s\n", range.start.line, range.start.character,
                                range["end"].line, range["end"].character, edit.newText))
        touched[#touched + 1] = range.start.line
      end
      local applied, problem = pcall(vim.lsp.util.apply_workspace_edit, response.result, "utf-16")
      if not applied then out:write("error applying the rename: " .. tostring(problem) .. "\n") end
      for _, line in ipairs(touched) do
        out:write(string.format("line %d %s\n", line, vim.api.nvim_buf_get_lines(buffer, line, line + 1, false)[1] or ""))
      end
    else
      out:write("error the rename returned no edit\n")
    end
  end
end
finish()
