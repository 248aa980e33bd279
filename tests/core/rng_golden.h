// Golden values recorded once from the native build (tools: see rng_test.cpp).
// The wasm build must reproduce them exactly.
#pragma once
#define LF_GOLDEN_DEAL_1 "Tc Kd 9h Ts 8d 6h 5h Ks Ad 4d Qd 9s 8s 5s Kc 7s 5c 2h 8c 9c 4s Ac 2s 4h 9d Js 6c Qc Jc 6d 3d 2d Th 2c 6s 3c 7h Td Qs Qh 3s As Jd Kh 5d 4c 7c 8h 7d 3h Ah Jh"
#define LF_GOLDEN_DEAL_20261125 "7s Jc As Td Js 5c 2d 3d Ac 6s 2s 8h 3s 9s 5d Kh Ad Qs Qc 8c 4h 7h Qd Ah 4d 5h 7c 9c Jh 4s Qh 6h 3c 6c Th 7d 5s 3h 9d 2c 6d 4c 8s 8d Ks Jd Kc Tc Ts Kd 2h 9h"
#define LF_GOLDEN_XOR_42 0x7095fc75b2fe4ac1ull
#define LF_GOLDEN_DICE_7 "4,1,5,5,5,5,0,0,2,0,3,4,5,5,2,3"
// ChaCha20 (core/rng.h): every deal since seeds became 128 bits.
#define LF_GOLDEN_CHACHA_DEAL_1 "Tc 4c Qd Ks Kd Jc 3d 2h 7s Th Ac 6s 6h 4s 2c 5d 8h 8c Js Jh 2s 7d 9h 3h Ts Ad Kc 7h 9c Qc Jd 7c Kh 9s 8d 2d Td 6d Qs 4h Ah 5s 8s Qh As 3s 3c 9d 5c 4d 5h 6c"
#define LF_GOLDEN_CHACHA_DEAL_128 "9d 4s 7d 3s 6c 6s Kd 8s 3d Td Qs 5h Kh 3h 3c 2s 7s Ah 7c Ad 5c 2c 9h Qc Qh Th Js Jc 2h Ks Qd Ts 4d 4c 8h Tc Kc As 5d 8d 6h 6d 2d 9c 5s 8c Ac Jd Jh 9s 4h 7h"
#define LF_GOLDEN_CHACHA_XOR_42 0xd5b735295980140bull
#define LF_GOLDEN_CHACHA_DICE_7 "5,5,3,3,4,4,3,5,4,4,5,0,2,4,0,1"
