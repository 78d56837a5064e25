final class SearchWireframe: Wireframe {}
