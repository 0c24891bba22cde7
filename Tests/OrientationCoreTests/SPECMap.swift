// SPEC section → tests map for OrientationCoreTests (kept as a comment so the test target has no
// unhandled resource files).
//
// # SPEC → tests (OrientationCoreTests)
//
// Every test asserts the whole ordered record sequence of its scenario (compact `vc call` lines,
// see `EngineSupport.swift`), plus the arguments and state snapshots SPEC names.
//
// | SPEC | rule | tests (file: test name) |
// |---|---|---|
// | §1 | values, masks, landscape flip, names | OrientationValueTests |
// | §2 | callback style per profile | RotationSequenceTests: "§5.1 legacy rotation of one view controller…", "§5.2 size transition of one view controller, per profile and device" |
// | §2 | trait collections (none in ios7) | GeometryAndProfileTests: "§2 ios7 has no trait collections and no safe area" |
// | §2 | launch style | AppearanceAndLaunchTests: "§5.5 …" tests |
// | §2 | empty mask: exception vs diagnostic | PolicyTests: "§3.4 no common orientation…", "§3.4 an empty supportedInterfaceOrientations" |
// | §2 | shouldAutorotate honoured / ignored (ios16) | PolicyTests: "§3.2 shouldAutorotate false stops…", "§3.2 ios16 ignores shouldAutorotate…" |
// | §2 | setNeedsUpdate…/requestGeometryUpdate only ios16 | PolicyTests: "§3.3 ios16 setNeedsUpdate…", "§3.3 before ios16 … unavailable", "§3.3 requestGeometryUpdate…" |
// | §2 | status bar in iPhone landscape (ios7) | GeometryAndProfileTests: "§2/§4.3 the in-call bar takes 20 pt…" |
// | §2 | default modalPresentationStyle | GeometryAndProfileTests: "§2 default modalPresentationStyle…" |
// | §3.1 | app mask default by idiom | PolicyTests: "§3.1 a missing plist key…" |
// | §3.1 | delegate override after launch | PolicyTests: "§3.1 the delegate override replaces the plist mask after launch…" |
// | §3.1 | decider selection (sheets never decide) | PolicyTests: "§3.1 sheets, form sheets and popovers never decide…" |
// | §3.1 | containers never ask children; delegate masks | PolicyTests: "§3.1 containers never ask their children…" |
// | §3.1 | device capabilities | PolicyTests: "§3.1 iPhones without a Home button never use portraitUpsideDown" |
// | §3.2 | flat/unknown do nothing | PolicyTests: "§3.2 faceUp, faceDown and unknown…" |
// | §3.2 | shouldAutorotate false: no mask query | PolicyTests: "§3.2 shouldAutorotate false stops the decision…" |
// | §3.2 | target not allowed / already current | PolicyTests: "§3.2 a target outside the allowed set…" |
// | §3.3 | present (preferred), dismiss | PolicyTests: "§3.3 presenting full screen with a preferred orientation…", "§3.3 without a preferred orientation…", "§3.3 overFullScreen…" |
// | §3.3 | push never rotates | PolicyTests: "§3.3 pushing a view controller that supports only landscape never rotates" |
// | §3.3 | attemptRotationToDeviceOrientation | PolicyTests: "§3.3 attemptRotationToDeviceOrientation…" |
// | §3.3 | ios16 setNeedsUpdate…, requestGeometryUpdate (101) | PolicyTests: "§3.3 ios16 setNeedsUpdate…", "§3.3 requestGeometryUpdate…" |
// | §3.4 | exact error texts | PolicyTests: "§3.4 …" (4 tests) |
// | §4.1/§4.2 | bounds, size classes per device and orientation | GeometryAndProfileTests: "§4.1/§4.2 bounds and size classes…" (18 cases) |
// | §4.2 | iPad split-view width classes | GeometryAndProfileTests: "§4.2/§5.7 iPad window resize…" |
// | §4.3 | root frame, in-call, presented frames | GeometryAndProfileTests: "§2/§4.3 the in-call bar…", "§4.3 presented frames…" |
// | §4.3 | state snapshot old/new bounds | RotationSequenceTests: "§5.1 legacy rotation…" (willRotate old, willAnimate new, didRotate t0+d), "§5.2 size transition…" |
// | §5.1 | seed 001 order, 180° doubles d, containers pre/post-order, guide order, covered presenter | RotationSequenceTests: "§5.1 …" (5 tests) |
// | §5.2 | sequence, containers, skip rule, super cut (subclass and scene), presented forwarding, legacy bridge, coordinator ordering and values, targetTransform | RotationSequenceTests: "§5.2 …" (11 tests) |
// | §5.2 step 3 | constraint pass for flagged only; updateViewConstraints without super | ConstraintPassTests |
// | §5.3 | hidden VCs catch up on appearance | AppearanceAndLaunchTests: "§5.3 a hidden tab…", "§5.3 ios7: a covered presenter…" |
// | §2 | `viewIsAppearing` switch (on ios13+, settable alone) | AppearanceTransitionTests: "§2 the built-in profiles' viewIsAppearing and tabDidOrder switches…", "§5.4 push: …" and "§5.4 pop: …" (per profile), "§2/§5.4 viewIsAppearing follows its switch, alone…" |
// | §2 | `tabDidOrder` switch (settable alone) | AppearanceTransitionTests: "§5.4 tab selection: the new tab's will before the old one's; the did phase per tabDidOrder…" (ios7, ios13, custom appearingFirst) |
// | §5.4 | appearance order/states, sheets, containment, push/pop | AppearanceAndLaunchTests: "§5.4 …" (4 tests); AppearanceStateTests (state machine, dismissing a chain, refused presentation); CancelledTransitionTests (a will closed by the opposite will); PolicyTests: "§3.3 pushing…" |
// | §5.4 phases | container before children in both phases; layout blocks after the will phase | AppearanceTransitionTests: "§5.4 push of a container…", "§5.4 pop of a container…"; AppearanceAndLaunchTests: "§5.5 …" (launch) |
// | §5.4 push | wM, viewDidLoad, leaving wD, arriving wA + layout; t0 + d leaving dD, arriving dA, dM | AppearanceTransitionTests: "§5.4 push: …" (ios7/8/13/16), "§5.4/§5.6 a push that is not animated…" |
// | §5.4 pop | wM(nil), popped wD, revealed wA + layout; t0 + d popped dD, revealed dA, dM(nil) | AppearanceTransitionTests: "§5.4 pop: …" (ios7/8/13/16), "§5.4 pop of a container…" |
// | §5.4 cancelled pop | top wD (flagged), revealed wA + layout; t0 + after revealed wD, dD, top wA, dA | AppearanceTransitionTests: "§5.4 cancelled interactive pop…" (default and explicit `after`); CancelledTransitionTests |
// | §5.4 full-screen present/dismiss | covered wD, presented wA; presented dA, covered dD, completion; dismissal mirrored | AppearanceTransitionTests: "§5.4 full-screen present over a navigation stack…"; AppearanceAndLaunchTests: "§5.4 full-screen present and dismiss…" |
// | §5.4 sheets / overFullScreen / adaptation | presenter untouched; pre-13 iPhone sheets adapt to full screen | AppearanceTransitionTests: "§5.4 sheets and over-full-screen leave the presenter untouched…" (5 cases) |
// | §5.4 tab selection | new wA, old wD, layout; did phase per tabDidOrder; animated only when asked | AppearanceTransitionTests: "§5.4 tab selection…" (5 cases) |
// | §5.4 custom containment | addChild/removeChild, untimed, flagged | AppearanceTransitionTests: "§5.4 addChild and removeChild on screen…" |
// | §5.4 containers out of the window | only wM/dM, untimed, no view loading | AppearanceTransitionTests: "§5.4 actions on containers out of the window…" |
// | §5.4 viewDidLoad | once, lazily, at the transition's start for a subject, before the first wA otherwise | AppearanceTransitionTests: "§5.4 viewDidLoad comes once…", every push/present/select test |
// | §5.4 viewDidLoad containment | children added in viewDidLoad: wM/dM at once, then they appear with the loaded one, after it in each phase (launch, animated present, pop) | AppearanceTransitionTests: "§5.4/§5.5 a child added in the launching root's viewDidLoad…" (ios7/8/13/26), "§5.4/§5.6 a child added in viewDidLoad … animated present's will phase…", "§5.4 a child added in viewDidLoad of a view controller a pop reveals…" |
// | §5.4 viewIsAppearing | in the layout block, after wA, with wA's animated and flags | AppearanceTransitionTests: "§2/§5.4 viewIsAppearing follows its switch…", push/pop tests per profile |
// | §5.4 flags | subject only, every phase; readable from overrides; false after | AppearanceTransitionTests: "§5.4 the transition flags are readable from overrides…", every sequence test (flags in the timeline); AppearanceStateTests: "§5.4 dismissing a presenter in a chain…" |
// | §8.2 | flags in text (inside the brackets) and jsonl (booleans); completion record | AppearanceTransitionTests: "§8.2 the text format shows the true flags…"; SimulateCommandTests (jsonl of every example scene); AppearanceTransitionTests: "§5.4 full-screen present…" (completion args) |
// | §5.5 | launch ios7/ios8 iPhone/iPad, ios13 direct, trait-only | AppearanceAndLaunchTests: "§5.5 …" (6 tests) |
// | §5.6 | virtual time, held device changes, held decisions, portrait lock | TimingAndAPITests: "§5.6 …"; QueueingAndActionTests: "§5.6 a presentation during a rotation…" |
// | §5.6 timed appearance transitions | will phase at t0, did phase/dM/completion at t0 + d; settable durations; 0 s is instant | TransitionTimingTests: "§5.6 durations are settable…", every AppearanceTransitionTests sequence (times in the timeline) |
// | §5.6 one transition at a time | inputs held in arrival order, device changes collapsed, each held input may start a transition holding the rest; input at t0 + d not held | TransitionTimingTests: "§5.6 device changes during a push are held…", "§5.6 a push during a rotation is held…", "§5.6 held inputs run in arrival order…", "§5.6 a present during a dismissal is held…", "§5.6 a device change during a cancelled interactive pop…", "§5.6 a resize is a timed transition too…", "§5.6 an input at exactly t0 + d is not held…" |
// | §5.6 present/dismiss with rotation | present: viewDidLoad, queries, rotation, will phase; dismissal: will phase, layout blocks, rotation; non-animated: 0 s, isAnimated false | TransitionTimingTests: "§5.6 a non-animated present that rotates…", "§5.6 an animated dismissal that rotates…"; PolicyTests: "§3.3 presenting full screen with a preferred orientation…" |
// | §5.6/§8.2 --explain | held inputs as `held` decisions, held device changes as transitionInProgress | TransitionTimingTests: "§5.6/§8.2 with --explain a held input is a `held` decision…" |
// | §5.7 | resize (ios8+ and ios7), in-call, container re-layout, resized window rotates | GeometryAndProfileTests: "§4.2/§5.7 …", "§5.7 …"; TimingAndAPITests: "§5.7 containers re-lay…" |
// | §3.3/§5.7 | odd inputs (geometry request before ios16, invalid resize) | AppearanceStateTests: "§3.3/§5.7 odd inputs…" |
// | §9 | Simulator API, streaming, errors, overrides acting | TimingAndAPITests: "§9 …"; QueueingAndActionTests: "§9 overrides can present…" |
// | §9 | completion closures of present/dismiss | TransitionTimingTests: "§9 present and dismiss take completion closures…" |
// | §8.3 | a dismissed, popped or removed id comes back as the same view controller | BroughtBackTests |
// | §8.3/§9 | an id still in the hierarchy is a duplicate: refused (`DuplicateIdentifier`) before any record by present, push, addChild, setViewControllers and launch; a scene event's at its line; free again once its view controller left | DuplicateIdentifierTests; orientsimTests/Malformed: scene-duplicate-live-id.yaml |
// | §5.4 | first appearance reports its insets (zero before) | every ios13+ sequence test (`first: true` layout blocks); AppearanceAndLaunchTests: "§5.5 …" |
//
// ## Profiles ios17 and ios26 and the switches of SPEC §2 (revised)
//
// | SPEC | rule | tests (file: test name) |
// |---|---|---|
// | §2 | the table: every switch's value per profile; ios26 the default; no ios18 | ModernProfileTests: "§2 each built-in profile has the SPEC table's value for every switch" |
// | §2/§8.3 | each switch settable alone (`custom`); the old `portraitThenRotate` name | OrientationIOTests/ProfileSwitchSceneTests: "§2 each new switch is settable alone on any base", "§2/§8.3 {base: ios17, tabDidOrder: disappearingFirst}…", "§2 a scene without a profile runs under ios26…" |
// | §3.1 item 1 | `UIRequiresFullScreen` (plist, ~ipad first) and `app.requiresFullScreen` | ProfileSwitchSceneTests: "§3.1 UIRequiresFullScreen is read from the Info.plist…", "§8.3 app.requiresFullScreen…"; ExampleScenesTests (Player-Info.plist) |
// | §3.1 item 6 | iPad multitasking asks no view controller (device change, presentation); opt-outs | ModernProfileTests: "§3.1 an iPad app that lists every orientation…" (every profile), "§3.1 UIRequiresFullScreen, or a plist list that is not all, or an iPhone…", "§3.1/§3.3 a multitasking app's full-screen presentation…" |
// | §3.3 | error-101 name order | ModernProfileTests: "§3.3 error 101 names orientations…"; PolicyTests: "§3.3 requestGeometryUpdate…" |
// | §3.5 | orientation lock: held device changes asking nothing, ios26 only, clearing runs §3.2 once, a smaller window ends it and its decision waits for the resize, full screen locks again, only the decider counts | ModernProfileTests: "§3.5 …" (4 tests) |
// | §5.2 step 1 | trait forwarding without size condition; `willTransition` super cut alone | RotationSequenceTests: "§5.2 skip rule: size(forChildContentContainer:)…", "§5.2 a scene's callsSuper false on willTransition…", "§5.2 a subclass that does not call super…" |
// | §5.2 step 2 | `viewWillTransition` super cut only the size step | RotationSequenceTests: "§5.2 a scene's callsSuper false on viewWillTransition cuts the subtree from the size step only" |
// | §5.2 step 3 | `traitDelivery` batch vs beforeLayout | ModernProfileTests: "§5.2 traitDelivery: …" (ios16, ios17, ios26), "§5.2 a scene's callsSuper false on willTransition…" (ios13, ios26) |
// | §5.2 | `traitRegistrations` records and Swift API | ModernProfileTests: "§5.2 traitRegistrations: …" (ios16, ios17, ios26), "§8.3 a scene's traitRegistrations register in order…" |
// | §5.2 steps 4–5 | UIKit's legacy calls first; `coordinatorCompletions` registration/reverse | ModernProfileTests: "§5.2 steps 4–5: UIKit's legacy willAnimateRotation…"; RotationSequenceTests: "§5.2 alongside blocks … per coordinatorCompletions" |
// | §5.3 | popped back after a rotation catches up, every profile; covered member under beforeLayout | ModernProfileTests: "§5.3 a view controller popped back into view…" (6 profiles), "§5.3 a covered presenter under beforeLayout…" |
// | §5.4/§5.5 | `initialTraitCallback` (ios8) | AppearanceTransitionTests: launch/push/pop/present per profile; LaunchAndSceneTests: "§5.5 …" |
// | §5.5 | launch per profile: landscape-held iPhone, firstEntryThenDevice, iPad portraitThenDevice, root excluding the start | LaunchAndSceneTests: "§5.5 …" (4 tests); AppearanceAndLaunchTests: "§5.5 ios7 …" |
// | §5.8 | scene geometry records: name per profile, place, args, state, opt-in, resize | LaunchAndSceneTests: "§5.8 …" (2 tests) |
// | §5.7 | an app that does not multitask is never resized | ModernProfileTests: "§5.7 an app that does not multitask is never resized: resizeRefused" |
// | §3.5 | locked: geometry requests and the setNeedsUpdate fallback still rotate | ModernProfileTests: "§3.5 locked, a geometry request still rotates…" |
// | §5.2/§8.3 | a scene's coordinatorBlocks, recorded, completions per coordinatorCompletions | ModernProfileTests: "§5.2/§8.3 a scene's coordinatorBlocks…" (registration, reverse) |
// | §2/§8.3 | --explain names each setting without effect (`noEffect`) | ModernProfileTests: "§2/§8.3 with --explain, each setting without effect is named at launch (noEffect)" |
// | §3.5/§9 | Swift API: an overridden prefersInterfaceOrientationLocked and setNeedsUpdateOfPrefersInterfaceOrientationLocked() | ModernProfileTests: "§3.5 a subclass's prefersInterfaceOrientationLocked…" |
