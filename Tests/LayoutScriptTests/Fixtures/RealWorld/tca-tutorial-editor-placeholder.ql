// Modelled on pointfreeco/swift-composable-architecture, the SyncUps tutorial's
// SyncUpDetailNavigation-03-code-0003.swift: a tutorial step's list of a TCA `@Bindable var store`,
// `ForEach(Array(store.$syncUps)) { $syncUp in … }` of shared state, TCA's `NavigationLink(state:)`
// pushing a path state that holds Xcode's editor placeholder `<#Shared<SyncUp>#>` (the step's
// "fill in here"), `.sheet(item: $store.scope(…))`, and a toolbar.
// expect-min-frames: 3
import ComposableArchitecture
import SwiftUI

struct MeetingsListView: View {
  @Bindable var store: StoreOf<MeetingsList>

  var body: some View {
    List {
      ForEach(Array(store.$meetings)) { $meeting in
        NavigationLink(
          state: AppFeature.Path.State.detail(MeetingDetail.State(meeting: <#Shared<Meeting>#>))
        ) {
          Text(meeting.title)
        }
        .listRowBackground(meeting.theme.mainColor)
      }
    }
    .sheet(item: $store.scope(state: \.addMeeting, action: \.addMeeting)) { addMeetingStore in
      NavigationStack {
        MeetingFormView(store: addMeetingStore)
      }
    }
    .toolbar {
      Button {
        store.send(.addMeetingButtonTapped)
      } label: {
        Image(systemName: "plus")
      }
    }
    .navigationTitle("Meetings")
  }
}
