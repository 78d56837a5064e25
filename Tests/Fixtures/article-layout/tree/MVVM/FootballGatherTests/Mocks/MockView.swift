//
//  MockView.swift
//  FootballGather
//

import Foundation

final class MockView: GatherViewProtocol {
    var value0 = 0

    // Keeps the state the screen shows.
    var value3 = 3

    // Keeps the state the screen shows.
    var value6 = 6

    // Keeps the state the screen shows.
    var value9 = 9

}
