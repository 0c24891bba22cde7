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
// | §5.4 | appearance order/states, sheets, containment, push/pop | AppearanceAndLaunchTests: "§5.4 …" (4 tests); AppearanceStateTests (state machine, dismissing a chain, refused presentation); CancelledTransitionTests (a will closed by the opposite will); PolicyTests: "§3.3 pushing…" |
// | §5.5 | launch ios7/ios8 iPhone/iPad, ios13 direct, trait-only | AppearanceAndLaunchTests: "§5.5 …" (6 tests) |
// | §5.6 | virtual time, held device changes, held decisions, portrait lock | TimingAndAPITests: "§5.6 …"; QueueingAndActionTests: "§5.6 a presentation during a rotation…" |
// | §5.7 | resize (ios8+ and ios7), in-call, container re-layout, resized window rotates | GeometryAndProfileTests: "§4.2/§5.7 …", "§5.7 …"; TimingAndAPITests: "§5.7 containers re-lay…" |
// | §3.3/§5.7 | odd inputs (geometry request before ios16, invalid resize) | AppearanceStateTests: "§3.3/§5.7 odd inputs…" |
// | §9 | Simulator API, streaming, errors, overrides acting | TimingAndAPITests: "§9 …"; QueueingAndActionTests: "§9 overrides can present…" |
