struct Item: Identifiable { let id: Int }
