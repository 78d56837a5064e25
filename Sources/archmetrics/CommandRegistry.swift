/// Every command the tool has, in the order `--help` lists them.
enum CommandRegistry {
    static var all: [any Command.Type] {
        [
            HelpCommand.self,
            ScanCommand.self,
            RolesCommand.self,
            ReportCommand.self,
            BaselineCommand.self,
            CheckCommand.self,
            CompareCommand.self,
            MergeCommand.self,
            HistoryCommand.self,
        ]
    }
}
