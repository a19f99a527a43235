"""The demo server's tools: a tiny catalogue service."""


from typing import Annotated, Literal

from mcp.server.mcpserver import MCPServer
from mcp_types import ToolAnnotations
from pydantic import BaseModel, Field

CATALOGUE = {
    "sku-1": ("Blue mug", 12.5, "kitchen"),
    "sku-2": ("Desk lamp", 39.0, "office"),
    "sku-3": ("Notebook", 4.25, "office"),
}


class Item(BaseModel):
    sku: str
    title: str
    price: float
    category: Literal["kitchen", "office"]


class SearchResult(BaseModel):
    items: list[Item]
    total: int


class Stock(BaseModel):
    sku: str
    in_stock: bool
    quantity: int


def _items(query: str) -> list[Item]:
    return [Item(sku=s, title=t, price=p, category=c)  # type: ignore[arg-type]
            for s, (t, p, c) in sorted(CATALOGUE.items()) if query.lower() in t.lower()]


def build(variant: str = "v1") -> MCPServer:
    server = MCPServer("mcpcheck-demo", version="1.0.0" if variant == "v1" else "1.1.0")
    read_only = ToolAnnotations(read_only_hint=True, destructive_hint=False, open_world_hint=False)
    max_limit = 50 if variant == "v1" else 10

    @server.tool(title="Search the catalogue", annotations=read_only)
    def search(
        query: Annotated[str, Field(min_length=1, max_length=200, description="Words to look for")],
        limit: Annotated[int, Field(ge=1, le=max_limit, description="Most results")] = 10,
    ) -> SearchResult:
        """Search catalogue items by title."""
        found = _items(query)[:limit]
        return SearchResult(items=found, total=len(found))

    @server.tool(title="Check stock", annotations=read_only)
    def get_stock(sku: Annotated[str, Field(pattern=r"^sku-[0-9]+$")]) -> Stock:
        """Report whether an item is in stock."""
        return Stock(sku=sku, in_stock=sku in CATALOGUE, quantity=7 if sku in CATALOGUE else 0)

    if variant == "v1":
        @server.tool(title="Add two integers",
                     annotations=ToolAnnotations(read_only_hint=True, idempotent_hint=True))
        def add(a: int, b: int) -> int:
            """Add two integers."""
            return a + b

    @server.tool(
        title="Reserve an item",
        annotations=ToolAnnotations(read_only_hint=False, destructive_hint=variant == "v2",
                                    idempotent_hint=False, open_world_hint=False),
    )
    def reserve(sku: str, quantity: Annotated[int, Field(ge=1, le=5)] = 1) -> str:
        """Reserve items for a customer."""
        return f"reserved {quantity} x {sku}"

    return server
