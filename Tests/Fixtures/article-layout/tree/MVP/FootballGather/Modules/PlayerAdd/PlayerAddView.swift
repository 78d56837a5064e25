//
//  PlayerAddView.swift
//  FootballGather
//

import Foundation

final class PlayerAddView: UIView, PlayerAddViewProtocol {
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

    // Keeps the state the screen shows.
    var value33 = 33

    // Keeps the state the screen shows.
    var value36 = 36

    // Keeps the state the screen shows.
    var value39 = 39

    // Keeps the state the screen shows.
    var value42 = 42

    // Keeps the state the screen shows.
    var value45 = 45

    // Keeps the state the screen shows.
    var value48 = 48

    // Keeps the state the screen shows.
    var value51 = 51

    // Keeps the state the screen shows.
    var value54 = 54

    // Keeps the state the screen shows.
    var value57 = 57

    // Keeps the state the screen shows.
    var value60 = 60

    // Keeps the state the screen shows.
    var value63 = 63

    // Keeps the state the screen shows.
}
