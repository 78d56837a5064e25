import FootballGatherKit
import FootballGatherTestSupport
import Foundation
import XCTest

final class PlayerModelTests: XCTestCase {
    func testAcronym_forEveryPosition_matchesTheApp() {
        XCTAssertEqual(PlayerPosition.allCases.map(\.acronym), ["GK", "DEF", "MID", "W", "ST"])
    }

    func testRawValues_forSkillsAndPositions_areLowercase() {
        XCTAssertEqual(
            PlayerSkill.allCases.map(\.rawValue), ["beginner", "amateur", "professional"])
        XCTAssertEqual(
            PlayerPosition.allCases.map(\.rawValue),
            ["goalkeeper", "defender", "midfielder", "winger", "striker"])
    }

    func testEquality_whenIDsMatch_ignoresOtherFieldsAndHashesAlike() {
        let original = ModelsMockFactory.makePlayer()
        var edited = original
        edited.name = "Johnny"
        edited.age = nil
        XCTAssertEqual(original, edited)
        XCTAssertEqual(Set([original, edited]).count, 1)
        XCTAssertNotEqual(original, ModelsMockFactory.makePlayer(id: 5))
    }

    func testCreateModel_whenFieldsAreNil_omitsThemFromJSON() throws {
        let json =
            try JSONSerialization.jsonObject(
                with: JSONEncoder().encode(PlayerCreateModel(name: "Ann"))) as? [String: Any]
        XCTAssertEqual(json?.keys.sorted(), ["name"])
    }

    func testGatherCreateModel_whenEmpty_encodesAsEmptyObject() throws {
        XCTAssertEqual(
            String(decoding: try JSONEncoder().encode(GatherCreateModel()), as: UTF8.self), "{}")
    }

    func testUpdate_whenAgeIsNumeric_setsItAndWhenNotClearsIt() {
        var player = ModelsMockFactory.makePlayer()
        player.update(usingField: .age, value: "30")
        XCTAssertEqual(player.age, 30)
        player.update(usingField: .age, value: "thirty")
        XCTAssertNil(player.age)
    }

    func testUpdate_whenSkillOrPositionIsValid_changesIt() {
        var player = ModelsMockFactory.makePlayer()
        player.update(usingField: .skill, value: "professional")
        player.update(usingField: .position, value: "striker")
        XCTAssertEqual(player.skill, .professional)
        XCTAssertEqual(player.preferredPosition, .striker)
    }

    func testUpdate_whenSkillOrPositionIsInvalid_keepsOldValue() {
        var player = ModelsMockFactory.makePlayer()
        player.update(usingField: .skill, value: "Professional")
        player.update(usingField: .position, value: "libero")
        XCTAssertEqual(player.skill, .beginner)
        XCTAssertEqual(player.preferredPosition, .goalkeeper)
    }

    func testUpdate_whenNameOrTeamIsGiven_assignsAsGiven() {
        var player = ModelsMockFactory.makePlayer()
        player.update(usingField: .name, value: "")
        player.update(usingField: .favouriteTeam, value: "FC Porto")
        XCTAssertEqual(player.name, "")
        XCTAssertEqual(player.favouriteTeam, "FC Porto")
    }

    func testDetailSections_forPlayer_listHeadersRowsAndCapitalisedValues() {
        let sections = PlayerSection.detailSections(for: ModelsMockFactory.makePlayer())
        XCTAssertEqual(sections.map(\.title), ["PERSONAL", "PLAY", "LIKES"])
        XCTAssertEqual(
            sections.flatMap(\.rows).map(\.title),
            ["Name", "Age", "Preferred position", "Skill", "Favourite team"])
        XCTAssertEqual(
            sections.flatMap(\.rows).map(\.value), ["John", "18", "Goalkeeper", "Beginner", ""])
        XCTAssertEqual(
            sections.flatMap(\.rows).map(\.editableField),
            [.name, .age, .position, .skill, .favouriteTeam])
    }

    func testItemsEditModel_forSelectionFields_selectsCurrentValueOrMinusOne() {
        var player = ModelsMockFactory.makePlayer()
        let position = PlayerItemsEditModel(field: .position, player: player)
        XCTAssertEqual(position?.items, PlayerPosition.allCases.map(\.rawValue))
        XCTAssertEqual(position?.selectedItemIndex, 0)
        XCTAssertEqual(PlayerItemsEditModel(field: .skill, player: player)?.selectedItemIndex, 0)
        player.skill = nil
        XCTAssertEqual(PlayerItemsEditModel(field: .skill, player: player)?.selectedItemIndex, -1)
        XCTAssertNil(PlayerItemsEditModel(field: .name, player: player))
    }

    func testEditViewType_forEachField_isSelectionOnlyForSkillAndPosition() {
        XCTAssertEqual(
            PlayerEditableFieldOption.allCases.map(\.editViewType),
            [.text, .text, .selection, .selection, .text])
    }

    func testListTexts_showRawValuesOrADash() {
        var player = ModelsMockFactory.makePlayer()
        XCTAssertEqual(player.positionListText, "Position: goalkeeper")
        XCTAssertEqual(player.skillListText, "Skill: beginner")
        player.preferredPosition = nil
        player.skill = nil
        XCTAssertEqual(player.positionListText, "-")
        XCTAssertEqual(player.skillListText, "-")
    }
}
