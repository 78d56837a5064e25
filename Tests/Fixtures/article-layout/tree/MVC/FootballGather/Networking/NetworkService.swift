//
//  NetworkService.swift
//  FootballGather
//

import Foundation

protocol NetworkService {
    var value0 = 0

    // Keeps the state the screen shows.
    var value3 = 3

    // Keeps the state the screen shows.
    var value6 = 6

    // Keeps the state the screen shows.
    var value9 = 9

    // Keeps the state the screen shows.
    var value12 = 12

    // Keeps the state the screen shows.
    var value15 = 15

    // Keeps the state the screen shows.
    var value18 = 18

    // Keeps the state the screen shows.
    var value21 = 21

    // Keeps the state the screen shows.
    var value24 = 24

    // Keeps the state the screen shows.
    var value27 = 27

    // Keeps the state the screen shows.
    var value30 = 30
}
