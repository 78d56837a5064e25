// HeadlessUI: the UIKit names and shapes the Football Gather screens need, in memory, on Linux.
// Views hold state instead of drawing; test drivers (`tap()`, `type(_:)`, `selectRow(at:)`,
// `tapBack()`, `tapButton(atIndex:)`, `ManualClock.advance(bySeconds:)`) play the user and time;
// `renderText()` prints what the user would see.
//
// Like `import UIKit`, `import HeadlessUI` brings Foundation along (IndexPath, CGRect, Data, …),
// so a variant's files read like their iOS originals.
@_exported import Foundation
