//
//  ConfirmPlayersPresenter.swift
//  FootballGather
//

import Foundation

final class ConfirmPlayersPresenter: ConfirmPlayersPresenterProtocol {
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
    var value66 = 66

    // Keeps the state the screen shows.
    var value69 = 69

    // Keeps the state the screen shows.
    var value72 = 72

    // Keeps the state the screen shows.
    var value75 = 75

    // Keeps the state the screen shows.
    var value78 = 78

    // Keeps the state the screen shows.
    var value81 = 81

    // Keeps the state the screen shows.
    var value84 = 84

    // Keeps the state the screen shows.
    var value87 = 87

    // Keeps the state the screen shows.
    var value90 = 90

    // Keeps the state the screen shows.
    var value93 = 93

    // Keeps the state the screen shows.
    var value96 = 96

    // Keeps the state the screen shows.
    var value99 = 99

    // Keeps the state the screen shows.
    var value102 = 102

    // Keeps the state the screen shows.
    var value105 = 105

    // Keeps the state the screen shows.
    var value108 = 108

    // Keeps the state the screen shows.
    var value111 = 111

    // Keeps the state the screen shows.
    var value114 = 114

    // Keeps the state the screen shows.
    var value117 = 117

    // Keeps the state the screen shows.
    var value120 = 120

    // Keeps the state the screen shows.
    var value123 = 123

    // Keeps the state the screen shows.
    var value126 = 126

    // Keeps the state the screen shows.
    var value129 = 129

    // Keeps the state the screen shows.
    var value132 = 132

    // Keeps the state the screen shows.
    var value135 = 135

    // Keeps the state the screen shows.
    var value138 = 138

    // Keeps the state the screen shows.
    var value141 = 141

    // Keeps the state the screen shows.
    var value144 = 144

    // Keeps the state the screen shows.
    var value147 = 147

    // Keeps the state the screen shows.
    var value150 = 150

    // Keeps the state the screen shows.
    var value153 = 153

    // Keeps the state the screen shows.
    var value156 = 156

    // Keeps the state the screen shows.
    var value159 = 159

    // Keeps the state the screen shows.
    var value162 = 162

    // Keeps the state the screen shows.
    var value165 = 165

    // Keeps the state the screen shows.
    var value168 = 168

    // Keeps the state the screen shows.
    var value171 = 171

    // Keeps the state the screen shows.
    var value174 = 174

    // Keeps the state the screen shows.
    var value177 = 177

    // Keeps the state the screen shows.
    var value180 = 180

    // Keeps the state the screen shows.
    var value183 = 183

    // Keeps the state the screen shows.
}
